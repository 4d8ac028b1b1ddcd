import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { TApiError } from '@schemas/errors';

/** An API path as the web client calls it (the client prefixes `/api`). */
const apiUrl = (path: string) => `/api${path}`;

/** The API's error body (`{detail, code, fields}`) with the status it comes with. */
export const apiError = (status: number, body: TApiError) => HttpResponse.json(body, { status });

type Recorded = { method: string; path: string; body: unknown };

/**
 * Records every request body a handler receives, so a test can assert exactly what the form sent.
 * `answer` gets the parsed JSON body and returns the response.
 */
export const recording = () => {
  const requests: Recorded[] = [];
  const on =
    (method: 'get' | 'post' | 'put' | 'patch' | 'delete') =>
    (path: string, answer: (body: any) => Response | Promise<Response>) =>
      http[method](apiUrl(path), async ({ request }) => {
        const text = method === 'get' ? '' : await request.text();
        const body: unknown = text ? JSON.parse(text) : undefined;
        requests.push({ method: method.toUpperCase(), path: new URL(request.url).pathname, body });
        return answer(body);
      });
  return { requests, get: on('get'), post: on('post'), put: on('put'), patch: on('patch'), delete: on('delete') };
};

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** A promise the test resolves by hand: a handler awaiting it keeps the request pending (loading states). */
export const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};
