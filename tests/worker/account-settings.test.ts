import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { newDomainEvent } from '../../worker/services/outbox/outbox';
import { newCreator } from './creator-helpers';
import { api, callRaw, login, signupCreator, testDb } from './helpers';
import { invitedMatch } from './match-fixtures';
import { deliverEvents } from './outbox-fixtures';
import { roundTripsOf } from './worker-fetch';

describe('account settings', () => {
  it('changes the password with the current one: other sessions end, a notice is e-mailed', async () => {
    const { email, password } = await signupCreator();
    const here = (await login(email, password)).json.token;
    const there = (await login(email, password)).json.token;
    expect(
      (
        await api.post('/account/password/', {
          token: here,
          json: { current_password: 'wrong-one-123', new_password: 'brand-new-pass-9' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.post('/account/password/', {
          token: here,
          json: { current_password: password, new_password: 'short' },
        })
      ).status,
    ).toBe(400);
    const changed = await api.post('/account/password/', {
      token: here,
      json: { current_password: password, new_password: 'brand-new-pass-9' },
    });
    expect(changed.status).toBe(200);
    expect((await api.get('/auth/me/', { token: here })).status).toBe(200);
    expect((await api.get('/auth/me/', { token: there })).status).toBe(401);
    expect((await api.post('/auth/login/', { json: { email, password } })).status).toBe(400);
    expect((await login(email, 'brand-new-pass-9')).status).toBe(200);
    const mails = await testDb().select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
    expect(mails.some((m) => m.subject === 'Your Social Loop password was changed')).toBe(true);
  });

  it('changes the name', async () => {
    const creator = await newCreator();
    expect(
      (await creator.as.patch('/account/name/', { json: { first_name: 'Robin', last_name: 'Renamed' } })).status,
    ).toBe(200);
    expect((await creator.as.get('/auth/me/')).json).toMatchObject({
      first_name: 'Robin',
      last_name: 'Renamed',
    });
    expect((await creator.as.patch('/account/name/', { json: { first_name: '', last_name: 'X' } })).status).toBe(400);
    expect((await api.patch('/account/name/', { json: { first_name: 'A', last_name: 'B' } })).status).toBe(401);
  });

  it('saving e-mail preferences changes only the kinds sent, in two round trips, and answers what is stored', async () => {
    const { creator } = await invitedMatch();
    const token = (await login(creator.email, creator.password)).json.token;
    const put = (email: Record<string, boolean>) => api.put('/account/email-preferences/', { token, json: { email } });
    await put({ offers_and_contracts: false, campaign_invitations: false });
    const again = await put({ campaign_invitations: true });
    expect(again.status).toBe(200);
    expect(roundTripsOf(again.headers)).toBe(2);
    expect(again.json.email).toMatchObject({ campaign_invitations: true, offers_and_contracts: false });
    const read = await api.get('/account/email-preferences/', { token });
    expect(read.json.email).toEqual(again.json.email);
  });

  it('the queue consumer honours a muted e-mail kind; the in-app notification stays', async () => {
    const { db, creator, match } = await invitedMatch();
    const token = (await login(creator.email, creator.password)).json.token;
    const prefs = await api.get('/account/email-preferences/', { token });
    expect(prefs.json.email).toMatchObject({ campaign_invitations: true, offers_and_contracts: true });
    const saved = await api.put('/account/email-preferences/', {
      token,
      json: { email: { offers_and_contracts: false } },
    });
    expect(saved.json.email).toMatchObject({ campaign_invitations: true, offers_and_contracts: false });
    expect(
      (await callRaw('/api/account/email-preferences/', { method: 'PUT', token, body: { email: { nonsense: false } } }))
        .status,
    ).toBe(400);

    const { event, insert } = newDomainEvent({ db, type: 'match.proposed', payload: { match_id: match.id } });
    await insert;
    await deliverEvents([event.id]);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.eventId, event.id))).toHaveLength(0);
    const unread = await api.get('/notification/my/', { token });
    expect(unread.json.some((n: { kind: string }) => n.kind === 'match.proposed')).toBe(true);
  });
});
