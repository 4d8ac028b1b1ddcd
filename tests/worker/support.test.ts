import { SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema';
import { ZSupportList, ZSupportRequest } from '../../worker/schemas/support';
import { CREATOR, OWNER, STAFF, STRATEGIST, as } from './accounts';
import { newCreator } from './creator-helpers';
import { api, login, testDb } from './helpers';
import { deliverEvents, eventsFor } from './outbox-fixtures';
import { joinedMember, newBrand, PASSWORD } from './team-fixtures';
import { fakeMedia, uploadSingle } from './uploads.fixtures';
import type { ApiBody } from './api';

const ask: ApiBody<'/brand/support/', 'post'> = {
  topic: 'campaigns',
  subject: 'Cannot publish my campaign',
  message: 'The publish button stays grey even though every step is filled in.',
};

/** Staff's moves on a request, as `who` (staff, or someone who must not reach them). */
const reply = (who: string, id: string, message: string) =>
  as(who).post('/staff/support/:id/reply/', { param: { id }, json: { message } });
const setStatus = (who: string, id: string, status: ApiBody<'/staff/support/:id/', 'patch'>['status']) =>
  as(who).patch('/staff/support/:id/', { param: { id }, json: { status } });

describe('support (happy)', () => {
  it('a brand asks with an uploaded screenshot; staff see it in the inbox, answer by e-mail, and the team reads the answer', async () => {
    const brand = await newBrand('Growth');
    const member = await joinedMember(brand);
    const shot = await uploadSingle(brand.token, 'screen.png', fakeMedia('png', 2048), 'image/png');
    expect(shot.status, JSON.stringify(shot.json)).toBe(201);
    const created = await brand.as.post('/brand/support/', {
      json: { ...ask, attachment_upload_id: shot.json.id },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const request = ZSupportRequest.parse(created.json);
    expect(request).toMatchObject({
      status: 'open',
      topic: 'campaigns',
      attachment: { filename: 'screen.png' },
      requester: { email: brand.email },
    });

    const inbox = ZSupportList.parse((await as(STAFF).get('/staff/support/', { query: { status: 'open' } })).json);
    expect(inbox.results.map((r) => r.id)).toContain(request.id);
    const staffToken = (await login(STAFF)).json.token;
    const media = await SELF.fetch(`http://localhost${request.attachment!.url}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(media.status).toBe(200);
    await media.arrayBuffer();

    const answered = await reply(STAFF, request.id, 'Add a budget on step 3 and the button turns blue.');
    expect(answered).toAnswer(200);
    expect(answered.json).toMatchObject({
      status: 'answered',
      replies: [{ from_staff: true, message: 'Add a budget on step 3 and the button turns blue.' }],
    });
    await deliverEvents(await eventsFor('support.answered', brand.userId));
    const mails = await testDb().select().from(emailOutbox).where(eq(emailOutbox.toEmail, brand.email));
    expect(mails.find((m) => m.subject.includes('Cannot publish my campaign'))?.text).toContain(
      'Add a budget on step 3',
    );

    const seenByMember = ZSupportList.parse((await member.as.get('/brand/support/')).json);
    expect(seenByMember.results[0]).toMatchObject({ id: request.id, status: 'answered' });
    expect((await setStatus(STAFF, request.id, 'closed')).json.status).toBe('closed');
    expect(
      (await as(STAFF).get('/staff/audit-log/', { query: { target_id: request.id } })).json.results.map(
        (e: { action: string }) => e.action,
      ),
    ).toEqual(['support.set_status', 'support.reply']);
  });

  it('creators ask from their settings; a suspended user can still write about their account', async () => {
    const creator = await newCreator();
    expect((await creator.as.post('/support/requests/', { json: { ...ask, topic: 'payments' } })).status).toBe(201);
    expect(ZSupportList.parse((await creator.as.get('/support/requests/')).json).count).toBe(1);

    const brand = await newBrand('Free');
    await testDb().update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, brand.userId));
    const suspended = (await login(brand.email, PASSWORD)).json.token;
    expect((await api.post('/support/requests/', { token: suspended, json: ask })).status).toBe(403);
    const appeal = await api.post('/support/requests/', {
      token: suspended,
      json: {
        topic: 'account',
        subject: 'Why am I suspended?',
        message: 'Please tell me what happened to my account.',
      },
    });
    expect(appeal.status).toBe(201);
    expect((await api.get('/brand/support/', { token: suspended })).error.code).toBe('account_suspended');
  });
});

describe('support (errors and security)', () => {
  it('validates the body and the attachment', async () => {
    const brand = await newBrand();
    for (const body of [
      {},
      { ...ask, subject: '' },
      { ...ask, message: 'short' },
      { ...ask, topic: 'love' },
      { ...ask, attachment_upload_id: 'x' },
    ]) {
      expect((await brand.as.raw('/api/brand/support/', { body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await brand.as.raw('/api/brand/support/', { rawBody: '{' })).status).toBe(400);
    const askWith = (attachment_upload_id: string) =>
      brand.as.post('/brand/support/', { json: { ...ask, attachment_upload_id } });
    expect(await askWith(crypto.randomUUID())).toAnswer(404);
    const other = await newBrand();
    const theirs = await uploadSingle(other.token, 'theirs.png', fakeMedia('png', 1024), 'image/png');
    expect(await askWith(theirs.json.id)).toAnswer(404);
    expect(await reply(STAFF, crypto.randomUUID(), 'Hello there')).toAnswer(404);
    expect((await as(STAFF).raw('/api/staff/support/?status=lost')).status).toBe(400);
  });

  it('keeps requests to their brand or person; the inbox is staff-only (404)', async () => {
    const brand = await newBrand();
    const other = await newBrand();
    const { json } = await brand.as.post('/brand/support/', { json: ask });
    expect(ZSupportList.parse((await other.as.get('/brand/support/')).json).results.map((r) => r.id)).not.toContain(
      json.id,
    );
    expect(
      ZSupportList.parse((await as(CREATOR).get('/support/requests/')).json).results.map((r) => r.id),
    ).not.toContain(json.id);
    for (const who of [OWNER, CREATOR, STRATEGIST]) {
      expect(await as(who).get('/staff/support/')).toAnswer(404);
      expect(await reply(who, json.id, 'I am not staff')).toAnswer(404);
      expect(await setStatus(who, json.id, 'closed')).toAnswer(404);
    }
    expect((await api.get('/staff/support/')).status).toBe(404);
    expect((await api.post('/brand/support/', { json: ask })).status).toBe(401);
    expect((await as(CREATOR).post('/brand/support/', { json: ask })).status).toBe(403);
  });
});
