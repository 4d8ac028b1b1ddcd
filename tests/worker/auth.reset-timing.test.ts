import { describe, expect, it } from 'vitest';
import { api, signupCreator, uniqueEmail, waitForMailTo } from './helpers';
import { roundTripsOf } from './worker-fetch';

const from = (ip: string) => ({ 'cf-connecting-ip': ip });

describe('a password reset does not tell whether an address has an account', () => {
  it('answers a known and an unknown address with the same body after the same database work, and mails the known one afterwards', async () => {
    const { email } = await signupCreator();
    const known = await api.post('/auth/password/reset/', {
      json: { email },
      headers: from('203.0.113.41'),
    });
    const unknown = await api.post('/auth/password/reset/', {
      json: { email: uniqueEmail('nobody') },
      headers: from('203.0.113.42'),
    });

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    // Looking the account up and writing its link happen after the response, so both answers wait for the same
    // round trips (the throttle); awaiting that work before answering would show here as extra round trips.
    const trips = roundTripsOf(known.headers);
    expect(trips).not.toBeNull();
    expect(roundTripsOf(unknown.headers)).toBe(trips);
    expect((await waitForMailTo(email, /Reset/)).text).toContain('/password/reset/confirm/');
  });
});
