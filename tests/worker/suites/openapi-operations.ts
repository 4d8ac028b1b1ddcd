import { SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { plans, subscriptions, users } from '../../../db/schema';
import { api, login, testDb } from '../helpers';
import { freeBrand } from '../brand-helpers';
import { operationsOf, type Operation } from '../../shared/openapi/operations';

export { fillPath, pathParams, type Operation } from '../../shared/openapi/operations';

/**
 * The operations of the Worker's own OpenAPI document, for the suites that must cover every endpoint without
 * anyone listing them: fuzzing, the tenancy/role matrix, races and round trips. A new route is in the document, so
 * in the suites.
 */
export const loadOperations = async (): Promise<Operation[]> =>
  operationsOf(await (await SELF.fetch('http://localhost/api/openapi.json')).json());

export type Session = { label: string; token: string };

/** A fresh, active account of `role` (made from a creator sign-up; staff and strategists are made by staff in the product). */
const freshAccount = async (role: 'Influencer' | 'Strategist' | 'Staff') => {
  const email = `suite.${role.toLowerCase()}.${crypto.randomUUID().slice(0, 8)}@example.test`;
  const signup = await api.post('/auth/signup/', {
    json: { email, password: 'suite-password-1', first_name: 'Suite', last_name: role, profile_of: 'Influencer' },
  });
  if (signup.status !== 201)
    throw new Error(`sign-up for the suites failed: ${signup.status} ${JSON.stringify(signup.json)}`);
  const roleColumns =
    role === 'Staff'
      ? { profileOf: role, isStaff: true, groups: ['staff'] }
      : role === 'Strategist'
        ? { profileOf: role, groups: ['strategists'] }
        : {};
  await testDb()
    .update(users)
    .set({ status: 'ACTIVE', ...roleColumns })
    .where(eq(users.email, email));
  return (await login(email, 'suite-password-1')).json.token as string;
};

/**
 * Fresh accounts of every role, so the suites never touch the demo accounts other tests use: anonymous, a brand
 * owner on the Growth plan (every feature), a creator, a strategist who manages no brand, and a staff member.
 */
export const freshSessions = async (): Promise<Session[]> => {
  const brand = await freeBrand();
  const db = testDb();
  const [growth] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'Growth'));
  await db.update(subscriptions).set({ planId: growth!.id }).where(eq(subscriptions.brandId, brand.brandId));
  return [
    { label: 'anonymous', token: '' },
    { label: 'brand', token: brand.token },
    { label: 'creator', token: await freshAccount('Influencer') },
    { label: 'strategist', token: await freshAccount('Strategist') },
    { label: 'staff', token: await freshAccount('Staff') },
  ];
};

/** Error bodies are `{detail, code, fields?}` (plus `request_id` on a 500). */
export const isErrorShape = (body: unknown) => {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  const fieldsOk =
    b.fields === undefined ||
    (typeof b.fields === 'object' &&
      b.fields !== null &&
      Object.values(b.fields).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string')));
  return typeof b.detail === 'string' && typeof b.code === 'string' && fieldsOk;
};

/** One request to the Worker; the body is parsed only when it is JSON (media, CSV and HTML answers exist too). */
export const send = async (
  path: string,
  {
    method,
    token,
    body,
    rawBody,
    headers = {},
  }: { method: string; token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> },
) => {
  const h: Record<string, string> = { 'cf-connecting-ip': '198.18.200.1', ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined || rawBody !== undefined) h['content-type'] = 'application/json';
  const res = await SELF.fetch(`http://localhost${path}`, {
    method,
    headers: h,
    body: rawBody ?? (body !== undefined ? JSON.stringify(body) : undefined),
    signal: AbortSignal.timeout(15_000),
  });
  if (!(res.headers.get('content-type') ?? '').includes('json')) {
    await res.body?.cancel();
    return { status: res.status, json: null as unknown };
  }
  const text = await res.text();
  let json: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json')) json = text ? JSON.parse(text) : null;
  return { status: res.status, json };
};

/** Runs `job` over `items` with at most `limit` at once (the local libSQL server is shared with every test file). */
export const pool = async <T>(items: T[], limit: number, job: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await job(items[next++]!);
    }),
  );
};
