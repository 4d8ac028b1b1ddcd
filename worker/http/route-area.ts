import { createRoute, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/context';
import { errorResponses, jsonContent } from '../lib/openapi';
import { foldSession, withoutSession } from '../lib/session-fold';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
type RouteRequest = RouteConfig['request'];
export type Guards = readonly MiddlewareHandler<AppEnv>[];

/**
 * What every operation of one area shares: its tags, its guards, the errors those guards answer with, and when its
 * operations check the session unless one says otherwise.
 */
type Area = { tags: string[]; middleware?: Guards; errors?: readonly ErrorStatus[]; session?: Session };

/**
 * When the session is checked: `fold` (a read's default) in the first batch, `none` never (a GET that does not look
 * at who asks), `before` the handler runs (a state change's default).
 */
type Session = 'fold' | 'before' | 'none';

type Options<Req extends RouteRequest, S extends 200 | 201> = {
  summary?: string;
  description?: string;
  /** Replaces the area's guards (a stricter role, a plan permission, or none for a public call). */
  middleware?: Guards;
  request?: Req;
  /** Errors beyond the area's; 400 is added whenever there is a request to parse. */
  errors?: readonly ErrorStatus[];
  /** 200 unless the call creates something (201). */
  status?: S;
  /** What the answer is, when more than "OK". */
  answer?: string;
  /** What each answer is, for a call that answers one of several statuses (`{ 200: 'Already saved', 201: 'Saved' }`). */
  answers?: Record<S, string>;
  session?: Session;
};

/** Answers written out in full: an error with its own description or body (`{ 413: jsonContent(ZApiError, '…') }`). */
type Written = Record<number, { description: string; content?: Record<string, { schema: z.ZodType }> }>;
type None = Record<never, never>;
/** `written`: answers beyond the area's, as written (an error status written here is not also added from `errors`). */
type Extra<X extends Written> = { written?: X };

type FileOptions<Req extends RouteRequest> = Omit<Options<Req, 200>, 'answer' | 'answers' | 'status'> & {
  type: 'image/*' | 'application/octet-stream';
  answer: string;
  ranges?: boolean;
};

type Answer = { description: string; content?: Record<string, { schema: z.ZodType }> };
type Answers = Partial<Record<200 | 201 | 204 | 206 | 416, Answer>>;

const CSV_FILE = { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } };

/** The JSON answer under each status the call answers with: `status` (200 by default), or each of `answers`. */
const jsonAnswers = <Res extends z.ZodType, S extends 200 | 201>(
  response: Res,
  { status, answer, answers }: { status?: S; answer?: string; answers?: Record<S, string> },
) => {
  const described: [string, string | undefined][] = answers
    ? Object.entries<string>(answers)
    : [[String(status ?? 200), answer]];
  return Object.fromEntries(described.map(([s, text]) => [s, jsonContent(response, text)])) as Record<
    S,
    ReturnType<typeof jsonContent<Res>>
  >;
};

/** Bytes of `type`; with `ranges`, a Range request is answered 206 with the part asked for (416 outside the file). */
const fileAnswers = (type: 'image/*' | 'application/octet-stream', answer: string, ranges: boolean) => {
  const file = (description: string) => ({
    description,
    content: { [type]: { schema: z.string().openapi({ format: 'binary' }) } },
  });
  const range = { 206: file('The requested range'), 416: { description: 'Range outside the file' } };
  return { 200: file(answer), ...(ranges ? range : {}) };
};

const operation = <
  M extends 'get' | 'post' | 'put' | 'patch' | 'delete',
  P extends string,
  A extends Answers,
  Req extends RouteRequest,
  X extends Written = None,
>(
  area: Area,
  method: M,
  path: P,
  answers: A,
  options: Omit<Options<Req, 200>, 'answer' | 'answers' | 'status'> & Extra<X>,
) => {
  const { summary, description, middleware = area.middleware ?? [], request, errors = [] } = options;
  const written = options.written ?? ({} as X);
  const errorStatuses = new Set([...(area.errors ?? []), ...(request ? [400] : []), ...errors]);
  for (const status of Object.keys(written)) errorStatuses.delete(Number(status) as ErrorStatus);
  const route = createRoute({
    method,
    path,
    tags: area.tags,
    ...(summary === undefined ? {} : { summary }),
    ...(description === undefined ? {} : { description }),
    middleware: [...middleware],
    request: request as Req,
    // Typed as the answers alone, as the literal `{ 200: …, ...errorResponses() }` is: errors go through the closed error body.
    responses: { ...answers, ...errorResponses(...[...errorStatuses].sort((a, b) => a - b)), ...written } as A & X,
  });
  const session = options.session ?? area.session ?? (method === 'get' ? 'fold' : 'before');
  return session === 'fold' ? foldSession(route) : session === 'none' ? withoutSession(route) : route;
};

/**
 * The route definitions of one area as a table: `area.read(path, ZAnswer, { summary })` is a GET answering 200 with
 * `ZAnswer` (its session check folded into the first batch unless `session` says otherwise), and
 * `area.write(method, path, ZAnswer, { request, errors: [409] })` a state change, `area.csv(path)` a CSV download,
 * `area.file(path, { type, answer })` a file's bytes, `area.empty(method, path, { answer })` a 204. Each builds the same OpenAPI operation `createRoute` would
 * (tags, guards, request schemas, the answers and the errors), and keeps its literal path, request and answer types,
 * so `ApiApp` and `c.req.valid()` stay exact.
 */
export const routeArea = (area: Area) => ({
  read: <P extends string, Res extends z.ZodType, Req extends RouteRequest = undefined>(
    path: P,
    response: Res,
    options: Options<Req, 200> = {},
  ) => operation(area, 'get', path, jsonAnswers(response, options), options),
  /** A GET answering with a CSV file (send it with `csvFile`). */
  csv: <P extends string, Req extends RouteRequest = undefined>(path: P, options: Options<Req, 200> = {}) =>
    operation(area, 'get', path, { 200: CSV_FILE }, options),
  /**
   * A GET answering with the bytes of a file of `type` (`serveMedia`), described by `answer`; with `ranges`, also 206
   * for a Range request.
   */
  file: <P extends string, Req extends RouteRequest = undefined>(
    path: P,
    { type, answer, ranges = false, ...options }: FileOptions<Req>,
  ) => operation(area, 'get', path, fileAnswers(type, answer, ranges), options),
  write: <
    M extends 'post' | 'put' | 'patch' | 'delete',
    P extends string,
    Res extends z.ZodType,
    Req extends RouteRequest = undefined,
    S extends 200 | 201 = 200,
    X extends Written = None,
  >(
    method: M,
    path: P,
    response: Res,
    options: Options<Req, S> & Extra<X> = {},
  ) => operation(area, method, path, jsonAnswers(response, options), options),
  /** A state change answering 204 with no body; `answer` says what it means. */
  empty: <M extends 'post' | 'put' | 'patch' | 'delete', P extends string, Req extends RouteRequest = undefined>(
    method: M,
    path: P,
    { answer, ...options }: Omit<Options<Req, 200>, 'answer' | 'answers' | 'status'> & { answer: string },
  ) => operation(area, method, path, { 204: { description: answer } }, options),
});

/** A CSV download: never cached, saved as `filename`. */
export const csvFile = <C extends Context>(c: C, csv: string, filename: string) =>
  c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });

/** What a route answers with 200 as JSON: its schema's output. */
type JsonOf<R extends RouteConfig> = R['responses'] extends {
  200: { content: { 'application/json': { schema: infer S extends z.ZodType } } };
}
  ? z.output<S>
  : never;
/** Context of a handler whose route has an `{id}` path parameter. */
type ByIdContext = Context<AppEnv, string, { out: { param: { id: string } } }>;
/** An operation on one object named by its `{id}`: its route, and the handler built from what it answers. */
export type ById<Ctx> = <R extends RouteConfig>(
  route: R,
  answer: (args: Ctx & { id: string }) => Promise<JsonOf<R>>,
) => readonly [R, RouteHandler<R, AppEnv>];

/**
 * An operation on one object named by its `{id}` (`.openapi(...brandById(area.read(…), answer))`): `answer` gets
 * the area's context (`contextOf`, e.g. the acting brand) with the parsed id, and resolves to the 200 answer, whose
 * type is the route's. The handler is typed as the route's own, so `ApiApp` keeps the operation's exact types.
 */
export const byId =
  <Ctx extends object>(contextOf: (c: Context<AppEnv>) => Ctx): ById<Ctx> =>
  (route, answer) => {
    const handler = async (c: ByIdContext) =>
      c.json(await answer({ ...contextOf(c), id: c.req.valid('param').id }), 200);
    return [route, handler as unknown as RouteHandler<typeof route, AppEnv>] as const;
  };
