// The API contract as the compiler sees it: every route of the Worker's `ApiApp` (worker/app.ts), with the
// request parts as the zod schemas' input types and the answer as their output type. Type-only: no bytes ship.
// The types come from the Worker's declarations (`tsc -p worker/tsconfig.api-types.json`, run first by
// `npm run typecheck`), so a route that disappears or changes its body fails the web typecheck.
import type { Hono } from 'hono';
import type { ApiApp } from '@api-types/app';

type Schema = ApiApp extends Hono<any, infer S, any> ? S : never;
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Relative<K> = K extends `/api${infer P}` ? P : never;

/** Every API path answering `method`, written as the route declares it (`{id}` becomes `:id`). */
export type ApiPath<M extends ApiMethod> = {
  [K in keyof Schema]: `$${M}` extends keyof Schema[K] ? Relative<K> : never;
}[keyof Schema];

type Endpoint<P extends string, M extends ApiMethod> = `/api${P}` extends keyof Schema
  ? `$${M}` extends keyof Schema[`/api${P}`]
    ? Schema[`/api${P}`][`$${M}`]
    : never
  : never;
type Success<E> = E extends { status: infer S } ? (S extends 200 | 201 | 202 | 204 ? E : never) : never;
type JsonOutput<E> = E extends { outputFormat: 'json'; output: infer O } ? O : undefined;
type InputOf<E> = E extends { input: infer I } ? I : never;

/** What a successful call answers (a 204 or a non-JSON answer is `undefined`). */
export type ApiOutput<P extends string, M extends ApiMethod> = JsonOutput<Success<Endpoint<P, M>>>;

/** `{}`: an object with no required key (`Nothing extends T` holds when every key of T is optional). */
export type Nothing = Record<never, never>;

type QueryValue = string | number | boolean | null | undefined;
/** A search parameter a schema coerces (`z.coerce.number()`: input `unknown`) takes any query value. */
type Search<Q> = { [K in keyof Q]: unknown extends Q[K] ? QueryValue | readonly QueryValue[] : Q[K] };
type ParamPart<I> = I extends { param: infer X } ? { param: X } : { param?: never };
type QueryPart<I> = I extends { query: infer Q }
  ? Nothing extends Q
    ? { query?: Search<Q> }
    : { query: Search<Q> }
  : { query?: never };

/** The path parameters and search parameters of one route, checked against its schemas. */
export type ApiRequestParts<P extends string, M extends ApiMethod> = ParamPart<InputOf<Endpoint<P, M>>> &
  QueryPart<InputOf<Endpoint<P, M>>>;

/** The JSON body of one route (`undefined` for a route that takes none; raw uploads send a Blob). */
export type ApiBody<P extends string, M extends ApiMethod> =
  InputOf<Endpoint<P, M>> extends { json: infer J } ? J : undefined | Blob | FormData;
