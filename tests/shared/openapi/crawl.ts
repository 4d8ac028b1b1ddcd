import fc from 'fast-check';
import { pathParams, type Operation } from './operations';
import { areaOf, type Role } from './role-areas';
import { fitting } from './schema-arbitrary';

/**
 * Real ids for the suites and benchmarks that call every operation of the OpenAPI document (tenancy matrix, round
 * trips, the edge bench): a role's own list answers are crawled and every uuid kept with where it was seen, which
 * ranks ids for an operation by its noun.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ANY_ID = '6f1c0a4e-0000-4000-8000-00000000abcd';

/**
 * The segment naming what an id-taking path is about: the last before its first parameter, unless that one only says
 * "detail" (`/social-account/detail/{id}/` is about a social account).
 */
const objectSegment = (path: string) => {
  const segments = path.split('/{')[0]!.split('/');
  const last = segments.pop() ?? '';
  return last === 'detail' ? (segments.pop() ?? last) : last;
};
/** The resource an id-taking path is about: the segment before its first parameter (`campaign-matches` → `campaignmatch`). */
export const nounOf = (path: string) =>
  objectSegment(path)
    .replace(/[^a-z]/gi, '')
    .replace(/e?s$/, '')
    .toLowerCase();
/** Its last word (`campaign-matches` → `match`), which list paths and keys use too. */
const wordOf = (path: string) =>
  objectSegment(path)
    .split('-')
    .pop()!
    .replace(/[^a-z]/gi, '')
    .replace(/e?s$/, '')
    .toLowerCase();
/** Whether an id seen at `hint` (list path and JSON keys) may be of one of `nouns`. */
const mayBe = (hint: string, nouns: string[]) => nouns.some((n) => n.length > 2 && hint.toLowerCase().includes(n));
/** The required query parameter that names an object (`campaign_id`), if the operation has one. */
const idQueryParam = (op: Operation) =>
  op.parameters.find((p) => p.in === 'query' && p.required && (p.schema?.format === 'uuid' || /_id$/.test(p.name)));
/** A request body that passes the document's validation, the same for every run. */
export const bodyFor = (op: Operation) =>
  op.body ? fc.sample(fitting(op.body), { numRuns: 1, seed: 14 })[0] : undefined;
/** The operation's required query parameters: `id` (default any id) for ids, the documented example, else a sample that fits. */
export const queryFor = (op: Operation, id = ANY_ID) => {
  const required = op.parameters.filter((p) => p.in === 'query' && p.required);
  if (!required.length) return '';
  return `?${new URLSearchParams(required.map((p) => [p.name, p.schema?.format === 'uuid' || /_id$/.test(p.name) ? id : String(p.schema?.example ?? fc.sample(fitting(p.schema), { numRuns: 1, seed: 14 })[0])])).toString()}`;
};
/** An API path an answer links to (`/api/uploads/<id>/media/`): the id and its path's letters. */
const LINKED = /^\/api\/([\w/-]*?)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([\w/-]*)$/i;

/**
 * `[id, where it was seen]` for every uuid in a list answer, and for every id in an API path it links to (a media
 * URL: hinted with that path, so its upload is found); the hint ranks ids for an operation by its noun.
 */
export const collectIds = (value: unknown, hint: string, into: Map<string, string>) => {
  const linked = typeof value === 'string' ? LINKED.exec(value) : null;
  if (typeof value === 'string' && UUID.test(value)) into.set(value, `${into.get(value) ?? ''} ${hint}`);
  else if (linked)
    into.set(linked[2]!, `${into.get(linked[2]!) ?? ''} ${hint} ${`${linked[1]}${linked[3]}`.replace(/[^a-z]/gi, '')}`);
  else if (Array.isArray(value)) value.forEach((v) => collectIds(v, hint, into));
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([k, v]) => collectIds(v, `${hint}/${k}`, into));
};
/** The hint the ids of an operation's answer are kept under (its path without parameters, letters only). */
export const hintOf = (op: Operation) => op.path.replace(/\{[^}]+\}/g, '').replace(/[^a-z]/gi, '');

/** Every id the role's own list endpoints show (`get` answers a path's JSON as that role), with where each was seen. */
export const crawl = async (ops: Operation[], role: Role, get: (path: string) => Promise<unknown>) => {
  const ids = new Map<string, string>();
  const lists = ops.filter(
    (op) =>
      op.method === 'GET' &&
      pathParams(op.path).length === 0 &&
      !op.parameters.some((p) => p.in === 'query' && p.required) &&
      !op.path.endsWith('.csv') &&
      (areaOf(op)?.roles.includes(role) ?? true),
  );
  for (const op of lists) collectIds(await get(`${op.path}?page_size=50`), op.path.replace(/[^a-z]/gi, ''), ids);
  return ids;
};

/** For a kind no GET reads by id (rates, invitations): an id seen in a list of that kind. */
export const listedOf = (ids: Map<string, string>, op: Operation) => ranked(ids, op).slice(0, 1);

/** The owner's ids that may be of the operation's kind, newest seen last. */
export const ranked = (ids: Map<string, string>, op: Operation) =>
  [...ids.entries()].filter(([, hint]) => mayBe(hint, [nounOf(op.path), wordOf(op.path)])).map(([id]) => id);

/**
 * The ids to try an operation with: for its path parameter, or else for its required id query parameter (a
 * campaign's deliverables take `campaign_id`: the ids seen as campaigns); none when it takes no id.
 */
export const candidatesFor = (ids: Map<string, string>, op: Operation) => {
  const [param] = pathParams(op.path);
  if (param) {
    // Ids seen under the object's own key (`match_id`, `match.id`) first: a list of matches names campaigns too.
    const words = [param === 'id' ? wordOf(op.path) : param.replace(/_?id$/, '')].filter((w) => w.length > 2);
    const keyed = new RegExp(`/(?:${words.join('|') || '-'})(?:_id|/id)(?:\\s|$)`, 'i');
    const all = ranked(ids, op);
    return [...all.filter((id) => keyed.test(ids.get(id)!)), ...all.filter((id) => !keyed.test(ids.get(id)!))];
  }
  const query = idQueryParam(op);
  if (!query) return [];
  const noun = query.name
    .replace(/_?id$/, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();
  return [...ids.entries()].filter(([, hint]) => mayBe(hint, [noun])).map(([id]) => id);
};
