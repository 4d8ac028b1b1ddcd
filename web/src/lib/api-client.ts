import { ApiError, readApiErrorBody } from './api-error';
import type { ApiBody, ApiMethod, ApiOutput, ApiPath, ApiRequestParts, Nothing } from './api-contract';
import { readCookie } from './cookies';
import { takeEarlyResponse } from './early-requests';
import { shouldRetryRequest } from './retry';
import { authStore } from './stores/auth-store';

export { isApiError } from './api-error';
const API_BASE = '/api';

type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;
/** Anything with `parse`, e.g. a zod schema — the client itself does not import zod. */
type ResponseParser<T> = { parse: (data: unknown) => T };

type RequestOptions<T> = {
  method?: HttpMethod;
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  schema?: ResponseParser<T>;
  /** A 401 is an expected answer here (session probe, logout): do not sign the user out. */
  allowUnauthenticated?: boolean;
};

type ApiEventHandlers = {
  /** Spec §4/§8: a 401 from any call signs the user out and returns to `/`. */
  onUnauthorized?: (error: ApiError) => void;
  /** A 403 `account_suspended` sends the user to their suspended page. */
  onSuspended?: (error: ApiError) => void;
};

let handlers: ApiEventHandlers = {};
/** The app shell registers what happens on 401 / suspension (it owns the router and the query cache). */
export const setApiEventHandlers = (next: ApiEventHandlers) => {
  handlers = next;
};

const buildApiUrl = (path: string, query?: QueryParams): string => {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const isRawBody = (body: unknown): body is BodyInit =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob);

/** The headers every API call carries (bearer token, CSRF echo, selected brand); also used by the upload client. */
export const buildHeaders = (body: unknown, extra?: Record<string, string>): Headers => {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  if (body !== undefined && !isRawBody(body)) headers.set('Content-Type', 'application/json');
  const { token, selectedBrand } = authStore.getState();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const csrf = readCookie('csrftoken');
  if (csrf) headers.set('X-CSRFToken', csrf);
  // A call may name its brand itself (a strategist working on an organization page other than the one they act for).
  if (selectedBrand && !headers.has('X-Selected-Brand')) headers.set('X-Selected-Brand', selectedBrand.id);
  return headers;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Honour a short Retry-After, otherwise back off briefly. */
const retryDelay = (response: Response) => {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, 3000) : 300;
};

const toApiError = async (response: Response): Promise<ApiError> => {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to a message for the status.
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError({
    status: response.status,
    body: readApiErrorBody(body),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
};

async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildApiUrl(path, options.query);
  const body = options.body === undefined || isRawBody(options.body) ? options.body : JSON.stringify(options.body);

  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    const headers = buildHeaders(options.body, options.headers);
    // The entry may have sent this very GET already (early-requests.ts): only one made with the same credentials.
    const early =
      method === 'GET' && !headers.has('Authorization') && !headers.has('X-Selected-Brand')
        ? takeEarlyResponse(url)
        : undefined;
    try {
      response = await (early ??
        fetch(url, {
          method,
          credentials: 'same-origin',
          headers,
          body: body as BodyInit | undefined,
          signal: options.signal,
        }));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError({ status: 0 });
    }

    if (!response.ok) {
      if (shouldRetryRequest(method, response.status, attempt)) {
        await wait(retryDelay(response));
        continue;
      }
      const error = await toApiError(response);
      if (error.status === 401 && !options.allowUnauthenticated) handlers.onUnauthorized?.(error);
      if (error.status === 403 && error.code === 'account_suspended') handlers.onSuspended?.(error);
      throw error;
    }

    if (response.status === 204 || method === 'HEAD') return undefined as T;
    const text = await response.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    return options.schema ? options.schema.parse(data) : (data as T);
  }
}

type CallOptions = Omit<RequestOptions<never>, 'method' | 'body' | 'query' | 'schema'>;
type Call<P extends string, M extends ApiMethod> = CallOptions & ApiRequestParts<P, M>;
/** The options argument is required when the route has path parameters or a required search parameter. */
export type CallArgs<P extends string, M extends ApiMethod> =
  Nothing extends ApiRequestParts<P, M> ? [options?: Call<P, M>] : [options: Call<P, M>];
type WriteArgs<P extends string, M extends ApiMethod> =
  Nothing extends ApiRequestParts<P, M>
    ? undefined extends ApiBody<P, M>
      ? [body?: ApiBody<P, M>, options?: Call<P, M>]
      : [body: ApiBody<P, M>, options?: Call<P, M>]
    : [body: ApiBody<P, M>, options: Call<P, M>];

/** `/brand/campaigns/:id/` with `{ id }` → `/brand/campaigns/7f…/`. */
const fillPath = (path: string, param?: Record<string, string>) =>
  param ? path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(param[name] ?? '')) : path;

const send = <P extends string, M extends ApiMethod>(
  method: M,
  path: P,
  body: unknown,
  options: (CallOptions & { param?: Record<string, string>; query?: QueryParams }) | undefined,
) => {
  const { param, ...rest } = options ?? {};
  return apiRequest<ApiOutput<P, M>>(fillPath(path, param), {
    ...rest,
    method: method.toUpperCase() as HttpMethod,
    body,
  });
};
type Untyped = (CallOptions & { param?: Record<string, string>; query?: QueryParams }) | undefined;

/**
 * The web app's only way to call the API, typed from the Worker's routes (lib/api-contract.ts): the path must be a
 * route (`{id}` written `:id`, filled from `param`), the body and search parameters are its schemas' input types,
 * and the answer is its response type. A contract change fails `npm run typecheck`.
 */
export const api = {
  get: <P extends ApiPath<'get'>>(path: P, ...[options]: CallArgs<P, 'get'>) =>
    send('get', path, undefined, options as Untyped),
  post: <P extends ApiPath<'post'>>(path: P, ...[body, options]: WriteArgs<P, 'post'>) =>
    send('post', path, body, options as Untyped),
  put: <P extends ApiPath<'put'>>(path: P, ...[body, options]: WriteArgs<P, 'put'>) =>
    send('put', path, body, options as Untyped),
  patch: <P extends ApiPath<'patch'>>(path: P, ...[body, options]: WriteArgs<P, 'patch'>) =>
    send('patch', path, body, options as Untyped),
  delete: <P extends ApiPath<'delete'>>(path: P, ...[options]: CallArgs<P, 'delete'>) =>
    send('delete', path, undefined, options as Untyped),
};

/** The address of a GET route (a CSV download, an image), filled and typed like an `api.get` call. */
export const apiUrl = <P extends ApiPath<'get'>>(path: P, ...[options]: CallArgs<P, 'get'>) =>
  routeUrl(path, options as Untyped);

/** Fills a route's `:name` parameters and appends its search parameters (the typed callers check both). */
export const routeUrl = (path: string, parts?: { param?: Record<string, string>; query?: QueryParams }) =>
  buildApiUrl(fillPath(path, parts?.param), parts?.query);
