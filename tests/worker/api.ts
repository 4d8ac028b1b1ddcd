import type { TApiError } from '../../worker/schemas/errors';
import { workerFetch } from './worker-fetch';
export type { ApiBody, ApiRequestParts } from '../../web/src/lib/api-contract';
import type { ApiBody, ApiMethod, ApiOutput, ApiPath, ApiRequestParts, Nothing } from '../../web/src/lib/api-contract';

/**
 * The Worker tests' client, typed from the Worker's routes by the same contract as the web client
 * (web/src/lib/api-contract.ts): the path must be a route (`{id}` written `:id`, filled from `param`), `query` and
 * `json` are the route's schema input types, and `json` of the answer is its success type. A contract change fails
 * `npm run typecheck`. A non-2xx answer is read through `error`, the closed API error body.
 * Deliberately invalid requests (malformed bodies, unknown routes, wrong methods) go through `callRaw`.
 */

type QueryValue = string | number | boolean | null | undefined;

/** What a test sends besides the route's own parts. */
export type Transport = {
  token?: string;
  cookies?: string;
  headers?: Record<string, string>;
};

type BodyPart<P extends string, M extends ApiMethod> =
  undefined extends ApiBody<P, M> ? { json?: ApiBody<P, M> } : { json: ApiBody<P, M> };
type Options<P extends string, M extends ApiMethod> = Transport & ApiRequestParts<P, M> & BodyPart<P, M>;
/** The options argument is required when the route has path parameters, a required search parameter or a body. */
type Args<P extends string, M extends ApiMethod> = Nothing extends ApiRequestParts<P, M> & BodyPart<P, M>
  ? [options?: Options<P, M>]
  : [options: Options<P, M>];

/** The closed API error body; `fields` typed as present (a 400 carries it; reading it elsewhere fails the test). */
type ErrorView = Omit<TApiError, 'fields'> & { fields: Record<string, string[]> };

export type Answer<T> = {
  status: number;
  /** The parsed body, typed as the route's success answer (`null` for an empty body). */
  json: T;
  /** The parsed body of a non-2xx answer, typed as the API error body; reading it on a 2xx answer throws. */
  readonly error: ErrorView;
  headers: Headers;
  setCookies: string[];
};

/**
 * The client address of this test file's calls (each file is its own client, as the attempt limits count per
 * address); a test may send its own `cf-connecting-ip`.
 */
const TEST_CLIENT_IP = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

export type RawOptions = Transport & {
  method?: string;
  /** Sent as JSON (any value: this is the path for deliberately invalid bodies). */
  body?: unknown;
  /** Sent as is, with a JSON content type (malformed JSON). */
  rawBody?: string;
};

const answer = async (res: Response): Promise<Answer<any>> => {
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  const out = { status: res.status, json, headers: res.headers, setCookies: res.headers.getSetCookie() };
  // Not enumerable: spreading an answer (`{ ...res, extra }`) copies the body, not this check.
  return Object.defineProperty(out, 'error', {
    get() {
      if (res.ok) throw new Error(`expected an error answer, got ${res.status}: ${text}`);
      return json as ErrorView;
    },
  }) as Answer<any>;
};

const send = (path: string, init: { method: string; body?: string; headers: Record<string, string> }) =>
  workerFetch(`http://localhost${path}`, init).then(answer);

const transportHeaders = ({ token, cookies, headers = {} }: Transport, hasBody: boolean) => {
  const h: Record<string, string> = { 'cf-connecting-ip': TEST_CLIENT_IP, ...headers };
  if (hasBody) h['content-type'] = 'application/json';
  if (token) h.authorization = `Bearer ${token}`;
  if (cookies) h.cookie = cookies;
  return h;
};

/**
 * UNTYPED, only for deliberately invalid requests: malformed or wrongly shaped bodies, unknown routes, wrong
 * methods, paths built by the suites from the OpenAPI document. A valid request goes through `api` (lint enforces it
 * in the test files that import `api`).
 */
export const callRaw = (path: string, { method, body, rawBody, ...transport }: RawOptions = {}) => {
  const hasBody = body !== undefined || rawBody !== undefined;
  return send(path, {
    method: method ?? (hasBody ? 'POST' : 'GET'),
    headers: transportHeaders(transport, hasBody),
    body: rawBody ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
};

/** `/brand/campaigns/:id/` with `{ id }` → `/api/brand/campaigns/7f…/?page=2`. */
const apiPath = (
  path: string,
  { param, query }: { param?: Record<string, string>; query?: Record<string, QueryValue | readonly QueryValue[]> } = {},
) => {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = param?.[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return `/api${filled}${qs ? `?${qs}` : ''}`;
};

type Untyped = Transport & { param?: Record<string, string>; query?: Record<string, QueryValue>; json?: unknown };

const typed =
  <M extends ApiMethod>(method: M) =>
  async <P extends ApiPath<M>>(path: P, ...[options]: Args<P, M>): Promise<Answer<ApiOutput<P, M>>> => {
    const { param, query, json, ...transport } = (options ?? {}) as Untyped;
    return send(apiPath(path, { param, query }), {
      method: method.toUpperCase(),
      headers: transportHeaders(transport, json !== undefined),
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
  };

/** Calls the real Worker (workerd) like a client would, typed from the routes. */
export const api = {
  get: typed('get'),
  post: typed('post'),
  put: typed('put'),
  patch: typed('patch'),
  delete: typed('delete'),
};

/** `api` (and `raw`, the untyped `callRaw`) with a bearer token filled in: one signed-in user's client. */
export type Client = typeof api & { raw: (path: string, options?: RawOptions) => ReturnType<typeof callRaw> };

/** A client that sends `token` (or, once resolved, the token a promise gives) with every call. */
export const clientFor = (token: string | Promise<string>): Client => {
  const bound =
    (method: ApiMethod) =>
    async (path: string, options: object = {}) =>
      (api[method] as (path: string, options: object) => Promise<unknown>)(path, { ...options, token: await token });
  return {
    get: bound('get'),
    post: bound('post'),
    put: bound('put'),
    patch: bound('patch'),
    delete: bound('delete'),
    raw: async (path, options = {}) => callRaw(path, { ...options, token: await token }),
  } as Client;
};
