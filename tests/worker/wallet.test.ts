import { describe, expect, it } from 'vitest';
import { ZWallet } from '../../worker/schemas/wallet';
import { CREATOR, NORTHWIND, OWNER, STRATEGIST, as } from './accounts';

describe('brand wallet', () => {
  it('reads the wallet of a brand whose plan includes Creator Spend', async () => {
    const res = await as(OWNER).get('/brand/wallet/');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const wallet = ZWallet.parse(res.json);
    expect(wallet).toMatchObject({ currency: 'USD', platform_fee_bps: 800, min_top_up_cents: 5_000 });
    expect(wallet.pending_payments_cents).toBe(wallet.held_cents + wallet.in_escrow_cents);
  });

  it('refuses brands without Creator Spend, creators and strategists', async () => {
    const starter = await as(NORTHWIND).get('/brand/wallet/');
    expect([starter.status, starter.error.code]).toEqual([403, 'feature_not_in_plan']);
    expect((await as(CREATOR).get('/brand/wallet/')).status).toBe(403);
    expect(
      (
        await as(STRATEGIST).get('/brand/wallet/', {
          headers: { 'x-selected-brand': crypto.randomUUID() },
        })
      ).status,
    ).not.toBe(200);
  });
});
