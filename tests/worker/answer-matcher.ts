import { expect } from 'vitest';
import { type TErrorCode, ZApiError } from '../../worker/schemas/errors';

/**
 * `expect(answer).toAnswer(404)` — the answer's status, and with a code an API error body (ZApiError) with that
 * code too (`toAnswer(409, 'conflict')`). A failure prints the body, so a wrong answer says why it was given.
 * Takes any answer of the Worker tests' client (`api`, a signed-in client, `callRaw`).
 */
expect.extend({
  toAnswer(received: { status: number; json: unknown }, status: number, code?: TErrorCode) {
    const body = JSON.stringify(received.json);
    const error = ZApiError.safeParse(received.json);
    const pass = received.status === status && (code === undefined || (error.success && error.data.code === code));
    const wanted = code === undefined ? `${status}` : `${status} ${code}`;
    return {
      pass,
      message: () =>
        `expected an answer ${this.isNot ? 'other than' : 'of'} ${wanted}, got ${received.status}: ${body}`,
    };
  },
});

declare module 'vitest' {
  interface Matchers<T = any> {
    toAnswer: (status: number, code?: TErrorCode) => T;
  }
}
