import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents, emailOutbox, notifications } from '../../db/schema';
import { retryDelaySeconds } from '../../worker/queues/notifications/handler';
import { newDomainEvent } from '../../worker/services/outbox/outbox';
import { ZNotificationList } from '../../worker/schemas/common';
import { api, login, testDb } from './helpers';
import { invitedMatch } from './match-fixtures';
import { NOTIFICATIONS_QUEUE, deliverToQueue, runCron } from './outbox-fixtures';

describe('notifications pipeline (queue consumer)', () => {
  it('turns an event into one notification and one e-mail, however often the message is redelivered', async () => {
    const { db, creator, event } = await invitedMatch();
    const body = { event_id: event.id, type: event.type };
    const first = await deliverToQueue([body, body]);
    const again = await deliverToQueue([body], { attempts: 2 });
    expect(first.explicitAcks).toHaveLength(2);
    expect(again.explicitAcks).toHaveLength(1);

    const rows = await db.select().from(notifications).where(eq(notifications.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: creator.user.id, kind: 'match.invited' });
    expect(rows[0]!.title).toMatch(/Acme Outdoors invited you/);
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.eventId, event.id), eq(emailOutbox.toEmail, creator.email))),
    ).toHaveLength(1);

    const { json } = await login(creator.email, creator.password);
    const unread = await api.get('/notification/my/', { token: json.token });
    expect(unread.json.map((n: { title: string }) => n.title)).toContain(rows[0]!.title);
  });

  it('notifies the other side only: a brand member’s own action does not notify them', async () => {
    const { db, match, ownerId } = await invitedMatch();
    const { event, insert } = newDomainEvent({
      db,
      type: 'match.applied',
      payload: { match_id: match.id, actor_id: ownerId },
    });
    await insert;
    await deliverToQueue([{ event_id: event.id, type: event.type }]);
    const recipients = (await db.select().from(notifications).where(eq(notifications.eventId, event.id))).map(
      (n) => n.userId,
    );
    expect(recipients).not.toContain(ownerId);
    expect(recipients.length).toBeGreaterThanOrEqual(2); // the other Acme member and the managing strategist
  });

  it('retries with backoff an event that is not committed yet, and a malformed message (to end in the dead-letter queue)', async () => {
    const result = await deliverToQueue(
      [{ event_id: crypto.randomUUID(), type: 'match.invited' }, { nonsense: true }],
      {
        attempts: 3,
      },
    );
    expect(result.explicitAcks).toHaveLength(0);
    expect(result.retryMessages).toHaveLength(2);
    // The runtime does not report the delay back; the backoff itself: 2, 4, 8 … seconds, capped at 5 minutes.
    expect([1, 2, 3, 4, 12].map(retryDelaySeconds)).toEqual([2, 4, 8, 16, 300]);
  });

  it('acknowledges dead letters after logging them', async () => {
    const result = await deliverToQueue([{ nonsense: true }], { queue: `${NOTIFICATIONS_QUEUE}-dlq`, attempts: 6 });
    expect(result.explicitAcks).toHaveLength(1);
  });

  it('re-sends events whose dispatch never happened from the scheduled handler', async () => {
    const db = testDb();
    const { event, insert } = newDomainEvent({ db, type: 'match.expired', payload: { match_id: crypto.randomUUID() } });
    await insert;
    await db
      .update(domainEvents)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000).toISOString() })
      .where(eq(domainEvents.id, event.id));
    await runCron();
    const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, event.id));
    expect(row!.dispatchedAt).not.toBeNull();
  });
});

describe('automatic approval notices', () => {
  it('tells both the creator and the brand side when content was approved automatically', async () => {
    const { db, creator, match } = await invitedMatch();
    const { event, insert } = newDomainEvent({
      db,
      type: 'content.approved',
      payload: {
        match_id: match.id,
        actor_id: null,
        auto_approved: true,
      },
    });
    await insert;
    await deliverToQueue([{ event_id: event.id, type: event.type }]);
    const rows = await db.select().from(notifications).where(eq(notifications.eventId, event.id));
    expect(rows.map((r) => r.userId)).toContain(creator.user.id);
    expect(rows.length).toBeGreaterThanOrEqual(3); // the creator, Acme's two members and its strategist
    expect(rows[0]!.title).toMatch(/approved automatically/);
  });
});

describe('notifications collapse by thread and name their brand', () => {
  const sendMessageEvents = async (
    db: ReturnType<typeof testDb>,
    matchId: string,
    actorId: string,
    side: 'brand' | 'creator',
    n: number,
  ) => {
    for (let i = 1; i <= n; i++) {
      const { event, insert } = newDomainEvent({
        db,
        type: 'message.sent',
        payload: {
          match_id: matchId,
          message_id: crypto.randomUUID(),
          sender_side: side,
          actor_id: actorId,
          preview: `Message ${i}`,
        },
      });
      await insert;
      await deliverToQueue([{ event_id: event.id, type: event.type }]);
    }
  };

  it('lists one entry with a count for a thread’s unread messages; opening it marks the whole thread read', async () => {
    const { db, creator, match, ownerId } = await invitedMatch();
    await sendMessageEvents(db, match.id, ownerId, 'brand', 3);
    const { json } = await login(creator.email, creator.password);
    const me = await api.get('/auth/me/', { token: json.token });
    const list = ZNotificationList.parse((await api.get('/notification/my/', { token: json.token })).json);
    const thread = list.filter((n) => n.kind === 'message.sent');
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ count: 3, body: 'Message 3', brand_name: 'Acme Outdoors' });
    expect(thread[0]!.ids).toHaveLength(3);
    expect(me.json.notifications).toBe(list.length); // the bell counts threads, as the list shows them

    const marked = await api.post('/notification/my/', { json: { ids: thread[0]!.ids }, token: json.token });
    expect(marked.json).toMatchObject({ updated: 3, unread: list.length - 1 });
    const after = ZNotificationList.parse(
      (await api.get('/notification/my/', { query: { all: 'true' }, token: json.token })).json,
    );
    expect(after.filter((n) => n.kind === 'message.sent')).toMatchObject([{ count: 3, is_read: true }]);
  });

  it('tells a strategist which brand a notification concerns', async () => {
    const { db, creator, match } = await invitedMatch('Northwind Foods');
    await sendMessageEvents(db, match.id, creator.user.id, 'creator', 1);
    const { json } = await login('strategist@demo.test', 'demo-password-1');
    const list = ZNotificationList.parse((await api.get('/notification/my/', { token: json.token })).json);
    const mine = list.find((n) => n.kind === 'message.sent' && n.title.includes(creator.user.first_name ?? ''));
    expect(mine?.brand_name).toBe('Northwind Foods');
  });
});

describe('notices both sides hear of, each in its own words and area', () => {
  const deliverEvent = async (type: 'payment.paid_out' | 'content.approved', extra: Record<string, unknown>) => {
    const { db, creator, match } = await invitedMatch();
    const { event, insert } = newDomainEvent({ db, type, payload: { match_id: match.id, actor_id: null, ...extra } });
    await insert;
    await deliverToQueue([{ event_id: event.id, type: event.type }]);
    const rows = await db.select().from(notifications).where(eq(notifications.eventId, event.id));
    const brandSide = rows.filter((r) => r.userId !== creator.user.id);
    expect(brandSide.length).toBeGreaterThanOrEqual(3); // Acme's two members and its strategist
    return { match, mine: rows.filter((r) => r.userId === creator.user.id), brandSide };
  };

  it('a payout: the creator reads that the money reached their bank, the brand side opens its wallet', async () => {
    const { match, mine, brandSide } = await deliverEvent('payment.paid_out', {
      amount_cents: 55_200,
      currency: 'USD',
    });
    expect(mine).toEqual([
      expect.objectContaining({ title: '$552.00 reached your bank', link: `/creator/payment-requested/${match.id}` }),
    ]);
    for (const row of brandSide)
      expect(row).toMatchObject({ title: '$552.00 paid out to Test Creator', link: '/brand/wallet' });
  });

  it('an automatic approval: the creator opens their content, the brand side its content review', async () => {
    const { match, mine, brandSide } = await deliverEvent('content.approved', { auto_approved: true });
    expect(mine).toEqual([expect.objectContaining({ link: `/creator/campaigns/${match.campaignId}/content` })]);
    expect(mine[0]!.body).toMatch(/^Acme Outdoors did not review your submission/);
    for (const row of brandSide) expect(row.link).toBe(`/brand/campaigns/content/${match.campaignId}`);
  });
});
