import fc from 'fast-check';
import { pathParams, send, type Operation, type Session } from './openapi-operations';
import { areaOf } from './role-areas';
import { fitting } from './schema-arbitrary';

/**
 * Real ids for the suites that call every operation of the OpenAPI document (tenancy matrix, round trips): a
 * session's own list answers are crawled and every uuid kept with where it was seen, which ranks ids for an
 * operation by its noun.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ANY_ID = '6f1c0a4e-0000-4000-8000-00000000abcd';

/** The resource an id-taking path is about: the segment before its first parameter (`campaign-matches` → `campaignmatch`). */
export const nounOf = (path: string) =>
  (path.split('/{')[0]!.split('/').pop() ?? '')
    .replace(/[^a-z]/gi, '')
    .replace(/e?s$/, '')
    .toLowerCase();
/** Its last word (`campaign-matches` → `match`), which list paths and keys use too. */
const wordOf = (path: string) =>
  (path.split('/{')[0]!.split('/').pop() ?? '')
    .split('-')
    .pop()!
    .replace(/[^a-z]/gi, '')
    .replace(/e?s$/, '')
    .toLowerCase();
/** Whether an id seen at `hint` (list path and JSON keys) may be of the operation's kind. */
const mayBe = (hint: string, op: Operation) =>
  [nounOf(op.path), wordOf(op.path)].some((n) => n.length > 2 && hint.toLowerCase().includes(n));
/** A request body that passes the document's validation, the same for every run. */
export const bodyFor = (op: Operation) =>
  op.body ? fc.sample(fitting(op.body), { numRuns: 1, seed: 14 })[0] : undefined;
/** The operation's required query parameters: any id, the documented example, else a sample that fits. */
export const queryFor = (op: Operation) => {
  const required = op.parameters.filter((p) => p.in === 'query' && p.required);
  if (!required.length) return '';
  return `?${new URLSearchParams(required.map((p) => [p.name, p.schema?.format === 'uuid' || /_id$/.test(p.name) ? ANY_ID : String(p.schema?.example ?? fc.sample(fitting(p.schema), { numRuns: 1, seed: 14 })[0])])).toString()}`;
};
/** `[id, where it was seen]` for every uuid in a list answer; the hint ranks ids for an operation by its noun. */
export const collectIds = (value: unknown, hint: string, into: Map<string, string>) => {
  if (typeof value === 'string' && UUID.test(value)) into.set(value, `${into.get(value) ?? ''} ${hint}`);
  else if (Array.isArray(value)) value.forEach((v) => collectIds(v, hint, into));
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([k, v]) => collectIds(v, `${hint}/${k}`, into));
};

/** Every id the owner's own list endpoints show, with where each was seen. */
export const crawl = async (ops: Operation[], owner: Session, headers: Record<string, string> = {}) => {
  const ids = new Map<string, string>();
  const lists = ops.filter(
    (op) =>
      op.method === 'GET' &&
      pathParams(op.path).length === 0 &&
      !op.parameters.some((p) => p.in === 'query' && p.required) &&
      !op.path.endsWith('.csv') &&
      (areaOf(op)?.roles.includes(owner.label) ?? true),
  );
  for (const op of lists)
    collectIds(
      (await send(`${op.path}?page_size=50`, { method: 'GET', token: owner.token, headers })).json,
      op.path.replace(/[^a-z]/gi, ''),
      ids,
    );
  return ids;
};

/** For a kind no GET reads by id (rates, invitations): an id seen in a list of that kind. */
export const listedOf = (ids: Map<string, string>, op: Operation) => ranked(ids, op).slice(0, 1);

/** The owner's ids that may be of the operation's kind, newest seen last. */
export const ranked = (ids: Map<string, string>, op: Operation) =>
  [...ids.entries()].filter(([, hint]) => mayBe(hint, op)).map(([id]) => id);
