import { ANY_ID, candidatesFor, collectIds, crawl, hintOf, queryFor } from './crawl';
import { fillPath, pathParams, type Operation } from './operations';
import type { Role } from './role-areas';

/**
 * Calling every operation of the OpenAPI document on real objects, shared by the round-trip test (in workerd) and
 * the edge bench (in Node against `wrangler dev`): the caller says how a role calls a path.
 */
export type Answer = { status: number; json: unknown };
export const succeeded = (status: number) => status >= 200 && status < 300;

/** A list that answered with nothing in it (a deliverable with no submission yet): its object shows no ids to follow. */
const isEmptyList = (json: unknown) =>
  (Array.isArray(json) && json.length === 0) ||
  (typeof json === 'object' &&
    json !== null &&
    'results' in json &&
    Array.isArray(json.results) &&
    !json.results.length);

/**
 * Calls `op` with each candidate id (at most `tries`) until one answers 2xx, whose ids then join `ids`; that call's
 * path and answer, or the last one tried (null when there was no id to try). An empty list is kept as the answer but
 * the next candidates are still tried until one shows items, so the reads that need its items' ids (a submission's
 * comments, an upload's media) find them whichever object the demo data lists first.
 */
export const firstSuccess = async <A extends Answer>(
  op: Operation,
  ids: Map<string, string>,
  call: (path: string) => Promise<A>,
  tries = 8,
) => {
  const takesId = pathParams(op.path).length > 0;
  const candidates = candidatesFor(ids, op).slice(0, tries);
  const tried = candidates.length || takesId ? candidates : [ANY_ID];
  let last: { path: string; answer: A } | null = null;
  let empty: { path: string; answer: A } | null = null;
  for (const id of tried) {
    const path = `${fillPath(op.path, () => id)}${takesId ? queryFor(op) : queryFor(op, id)}`;
    const answer = await call(path);
    last = { path, answer };
    if (succeeded(answer.status)) {
      collectIds(answer.json, hintOf(op), ids);
      if (!isEmptyList(answer.json)) return last;
      empty ??= last;
    }
  }
  return empty ?? last;
};

export type Read<A extends Answer> = { op: Operation; role: Role; path: string; answer: A };

/**
 * Every read (GET, but CSV downloads) of `operations` as each of `rolesOf(op)`, on that role's own objects: ids
 * crawled from the role's lists (after the ids in `known`, with where they are from, tried first), then two rounds,
 * so a detail answer's ids (a campaign's matches) feed the reads that need them. One entry per read and role: its
 * first 2xx call, else the last one tried.
 */
export const resolveReads = async <A extends Answer>({
  operations,
  rolesOf,
  call,
  tries,
  known = {},
}: {
  operations: Operation[];
  rolesOf: (op: Operation) => Role[];
  call: (role: Role, path: string) => Promise<A>;
  tries?: number;
  known?: Record<Role, [id: string, hint: string][]>;
}): Promise<Read<A>[]> => {
  const gets = operations.filter((op) => op.method === 'GET' && !op.path.endsWith('.csv'));
  const pending = new Set(gets.flatMap((op) => rolesOf(op).map((role) => ({ op, role }))));
  const idsOf = new Map<Role, Map<string, string>>();
  for (const role of new Set([...pending].map((p) => p.role))) {
    const crawled = await crawl(operations, role, async (path) => (await call(role, path)).json);
    idsOf.set(role, new Map([...(known[role] ?? []), ...crawled]));
  }
  const reads: Read<A>[] = [];
  for (let round = 0; round < 2; round++)
    for (const read of [...pending]) {
      const found = await firstSuccess(read.op, idsOf.get(read.role)!, (path) => call(read.role, path), tries);
      if (found && (succeeded(found.answer.status) || round === 1)) {
        reads.push({ ...read, ...found });
        pending.delete(read);
      }
    }
  return reads;
};
