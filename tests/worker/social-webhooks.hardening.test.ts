import { workerFetch } from './worker-fetch';
import { describe, expect, it } from 'vitest';
import { MAX_SOCIAL_WEBHOOK_BYTES } from '../../worker/lib/middleware/body-limit';
import { connectSandbox, newCreator, uniqueHandle } from './creator-helpers';
import { callRaw } from './helpers';
import { deliverSocial, providerIdOf, signSocial } from './social-webhook-fixtures';

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

const connectedAccount = async () => {
  const creator = await newCreator();
  const handle = uniqueHandle('order');
  const account = (await connectSandbox(creator.as, 'instagram', handle)).json as { id: string };
  const providerId = await providerIdOf(creator, 'instagram', handle);
  const status = async () =>
    (await creator.as.get('/influencer/social-accounts/:id/', { param: { id: account.id } })).json.status as string;
  return { providerId, status };
};

const statusEvent = (event: string, account_id: string, at?: string) => ({
  id: crypto.randomUUID(),
  event,
  data: { account_id, ...(at ? { last_updated_time: at } : {}) },
});

describe('social webhooks: status moves by the event’s own time', () => {
  it('never moves state back for a late, stale "disconnected"', async () => {
    const { providerId, status } = await connectedAccount();
    const disconnectedAt = new Date();
    await new Promise((r) => setTimeout(r, 30));
    const reconnectedAt = new Date();
    const staleAt = new Date(disconnectedAt.getTime() + 10).toISOString();
    expect(
      (await deliverSocial(statusEvent('ACCOUNTS.DISCONNECTED', providerId, disconnectedAt.toISOString()))).json.status,
    ).toBe('processed');
    expect(
      (await deliverSocial(statusEvent('ACCOUNTS.CONNECTED', providerId, reconnectedAt.toISOString()))).json.status,
    ).toBe('processed');
    // A second "disconnected" from between the two arrives last (a provider retry): it must not undo the reconnect.
    expect((await deliverSocial(statusEvent('ACCOUNTS.DISCONNECTED', providerId, staleAt))).json.status).toBe(
      'ignored',
    );
    expect(await status()).toBe('CONNECTED');
    // A newer one still applies.
    expect((await deliverSocial(statusEvent('SESSION.EXPIRED', providerId))).json.status).toBe('processed');
    expect(await status()).toBe('SESSION_EXPIRED');
  });

  it('ignores a status event older than the creator’s own (re)connect', async () => {
    const { providerId, status } = await connectedAccount();
    expect((await deliverSocial(statusEvent('ACCOUNTS.DISCONNECTED', providerId, secondsAgo(3600)))).json.status).toBe(
      'ignored',
    );
    expect(await status()).toBe('CONNECTED');
  });

  it('refuses an event time that is not a date-time with a field error', async () => {
    const res = await deliverSocial(statusEvent('ACCOUNTS.DISCONNECTED', 'sbx_x', 'yesterday-ish'));
    expect(res.status).toBe(400);
    expect(res.json.fields['data.last_updated_time']).toBeDefined();
  });
});

describe('social webhooks: duplicates and size', () => {
  it('processes one of 20 simultaneous deliveries of the same event; the others are duplicates', async () => {
    const { providerId, status } = await connectedAccount();
    const event = statusEvent('SESSION.EXPIRED', providerId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliverSocial(event)));
    const outcomes = answers.map((a) => `${a.status} ${a.json.status}`);
    expect(
      outcomes.filter((o) => o === '200 processed'),
      outcomes.join(),
    ).toHaveLength(1);
    expect(outcomes.filter((o) => o === '200 duplicate')).toHaveLength(19);
    expect(await status()).toBe('SESSION_EXPIRED');
  });

  it('answers 413 for a body over the cap, declared or streamed, before verifying or parsing it', async () => {
    const huge = JSON.stringify({
      ...statusEvent('PROFILES.UPDATED', 'sbx_x'),
      pad: 'x'.repeat(MAX_SOCIAL_WEBHOOK_BYTES),
    });
    const declared = await callRaw('/api/webhooks/social/', {
      rawBody: huge,
      headers: { 'phyllo-signature': await signSocial(huge) },
    });
    expect([declared.status, declared.json.code]).toEqual([413, 'payload_too_large']);
    expect(declared.json.detail).toMatch(/64 KiB/);

    const bytes = new TextEncoder().encode(huge);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16 * 1024) controller.enqueue(bytes.slice(i, i + 16 * 1024));
        controller.close();
      },
    });
    const streamed = await workerFetch('http://localhost/api/webhooks/social/', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json', 'phyllo-signature': await signSocial(huge) },
    });
    expect(streamed.status).toBe(413);
  });

  it('caps every JSON API body (413, not a 500)', async () => {
    const res = await callRaw('/api/auth/login/', {
      rawBody: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect([res.status, res.json.code]).toEqual([413, 'payload_too_large']);
  });
});
