import { describe, expect, it } from 'vitest';
import { ZWallet } from '../../worker/schemas/wallet';
import { CREATOR, MEMBER, NORTHWIND, OWNER, STRATEGIST, as } from './accounts';

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

  it('lets only the owner and admins refund: a member’s refund is 403 and no money moves', async () => {
    const before = ZWallet.parse((await as(OWNER).get('/brand/wallet/')).json);
    const refund = await as(MEMBER).post('/brand/wallet/refund/', { json: { amount_cents: 5_000 } });
    expect([refund.status, refund.error.code]).toEqual([403, 'permission_denied']);
    expect((await as(MEMBER).get('/brand/wallet/')).status).toBe(200);
    const after = ZWallet.parse((await as(OWNER).get('/brand/wallet/')).json);
    expect(after.refund_pending_cents).toBe(before.refund_pending_cents);
  });
});
