import { roundTripsOf, workerFetch } from '../worker-fetch';

/** One request to the Worker, answering its status, JSON body (when JSON) and database round trips. */
export const measure = async (
  path: string,
  {
    method = 'GET',
    token,
    body,
    headers = {},
  }: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> },
) => {
  const h: Record<string, string> = { 'cf-connecting-ip': '198.18.201.1', ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined) h['content-type'] = 'application/json';
  const res = await workerFetch(`http://localhost${path}`, {
    method,
    headers: h,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const roundTrips = roundTripsOf(res.headers);
  if (!(res.headers.get('content-type') ?? '').includes('json')) {
    await res.body?.cancel();
    return { status: res.status, json: null as unknown, roundTrips };
  }
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as unknown, roundTrips };
};
