import { describe, expect, it } from 'vitest';
import { shouldRetryRequest } from '../../../web/src/lib/retry';

const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];

describe('shouldRetryRequest', () => {
  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('retries %s once on transient statuses', (method) => {
    for (const status of RETRYABLE) {
      expect(shouldRetryRequest(method, status, 0)).toBe(true);
      expect(shouldRetryRequest(method, status, 1)).toBe(false);
    }
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', (method) => {
    for (const status of RETRYABLE) expect(shouldRetryRequest(method, status, 0)).toBe(false);
  });

  it('does not retry other statuses', () => {
    for (const status of [200, 201, 204, 400, 401, 403, 404, 410, 413, 422, 501, 505]) {
      expect(shouldRetryRequest('GET', status, 0)).toBe(false);
    }
  });
});
