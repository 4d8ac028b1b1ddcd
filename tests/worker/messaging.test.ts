import { describe, expect, it } from 'vitest';
import { ZMessage, ZMessagePage, ZThreadList } from '../../worker/schemas/messaging';
import { api, login } from './helpers';
import { invitedMatch } from './match-fixtures';

describe('messaging between a brand and a creator', () => {
  it('lets both parties write, read, page backwards and see read receipts and unread counts', async () => {
    const { creator, campaign, match } = await invitedMatch();
    const brand = (await login('brand.member@demo.test')).json.token;
    const me = (await login(creator.email, creator.password)).json.token;

    const sent = await api.post('/campaign-matches/:match_id/messages/', {
      param: { match_id: match.id },
      json: { body: 'Hi Test! Love your trail videos.' },
      token: brand,
    });
    expect(sent.status).toBe(201);
    expect(ZMessage.parse(sent.json)).toMatchObject({ sender_side: 'brand', sender_name: 'Marcus Lee' });
    for (let i = 1; i <= 3; i++)
      await api.post('/campaign-matches/:match_id/messages/', {
        param: { match_id: match.id },
        json: { body: `Follow-up ${i}` },
        token: brand,
      });

    const creatorThreads = ZThreadList.parse((await api.get('/influencer/messaging/threads/', { token: me })).json);
    const thread = creatorThreads.results.find((t) => t.match_id === match.id)!;
    expect(thread).toMatchObject({
      unread_count: 4,
      counterpart_name: 'Acme Outdoors',
      last_message: { body: 'Follow-up 3' },
    });

    const page1 = ZMessagePage.parse(
      (
        await api.get('/campaign-matches/:match_id/messages/', {
          param: { match_id: match.id },
          query: { limit: '2' },
          token: me,
        })
      ).json,
    );
    expect(page1.results.map((m) => m.body)).toEqual(['Follow-up 3', 'Follow-up 2']);
    expect(page1.has_more).toBe(true);
    expect(page1.other_side_last_read_at).not.toBeNull(); // the brand read its own thread by writing
    const page2 = ZMessagePage.parse(
      (
        await api.get('/campaign-matches/:match_id/messages/', {
          param: { match_id: match.id },
          query: { limit: '2', before: page1.results[1]!.created_at },
          token: me,
        })
      ).json,
    );
    expect(page2.results.map((m) => m.body)).toEqual(['Follow-up 1', 'Hi Test! Love your trail videos.']);
    expect(page2.has_more).toBe(false);

    expect(
      await api.post('/campaign-matches/:match_id/messages/read/', { param: { match_id: match.id }, token: me }),
    ).toAnswer(200);
    const afterRead = ZThreadList.parse((await api.get('/influencer/messaging/threads/', { token: me })).json);
    expect(afterRead.results.find((t) => t.match_id === match.id)!.unread_count).toBe(0);
    const brandView = ZMessagePage.parse(
      (
        await api.get('/campaign-matches/:match_id/messages/', {
          param: { match_id: match.id },
          token: brand,
        })
      ).json,
    );
    expect(brandView.other_side_last_read_at).not.toBeNull();

    await api.post('/campaign-matches/:match_id/messages/', {
      param: { match_id: match.id },
      json: { body: 'Thanks! Sounds great.' },
      token: me,
    });
    const brandThreads = ZThreadList.parse(
      (await api.get('/brand/campaign-matches-messaging/:id/', { param: { id: campaign.id }, token: brand })).json,
    );
    expect(brandThreads.results).toEqual([
      expect.objectContaining({ match_id: match.id, unread_count: 1, counterpart_name: 'Test Creator' }),
    ]);
  });

  it('lets the strategist managing the brand take part', async () => {
    const { match } = await invitedMatch();
    const strategist = await login('strategist@demo.test');
    const res = await api.post('/campaign-matches/:match_id/messages/', {
      param: { match_id: match.id },
      json: { body: 'Hello from your account manager' },
      token: strategist.json.token,
    });
    expect(res.status).toBe(201);
    expect(res.json.sender_side).toBe('brand');
  });

  it('hides the thread from everyone else with 404', async () => {
    const { match, campaign } = await invitedMatch();
    for (const email of ['other.brand@demo.test', 'creator@demo.test']) {
      const token = (await login(email)).json.token;
      expect(await api.get('/campaign-matches/:match_id/messages/', { param: { match_id: match.id }, token })).toAnswer(
        404,
      );
      expect(
        await api.post('/campaign-matches/:match_id/messages/', {
          param: { match_id: match.id },
          json: { body: 'sneaky' },
          token,
        }),
      ).toAnswer(404);
    }
    const other = (await login('other.brand@demo.test')).json.token;
    expect(
      await api.get('/brand/campaign-matches-messaging/:id/', { param: { id: campaign.id }, token: other }),
    ).toAnswer(404);
    expect(
      await api.get('/campaign-matches/:match_id/messages/', {
        param: { match_id: crypto.randomUUID() },
        token: other,
      }),
    ).toAnswer(404);
  });

  it('rejects empty and oversized messages, bad cursors and bad match ids with 400', async () => {
    const { match } = await invitedMatch();
    const token = (await login('brand.owner@demo.test')).json.token;
    expect(
      (
        await api.post('/campaign-matches/:match_id/messages/', {
          param: { match_id: match.id },
          json: { body: '   ' },
          token,
        })
      ).error.fields.body,
    ).toBeDefined();
    expect(
      await api.post('/campaign-matches/:match_id/messages/', {
        param: { match_id: match.id },
        json: { body: 'x'.repeat(5001) },
        token,
      }),
    ).toAnswer(400);
    expect(
      await api.get('/campaign-matches/:match_id/messages/', {
        param: { match_id: match.id },
        query: { before: 'yesterday' },
        token,
      }),
    ).toAnswer(400);
    expect(
      await api.get('/campaign-matches/:match_id/messages/', { param: { match_id: 'not-a-uuid' }, token }),
    ).toAnswer(400);
    // A read receipt for a match id that is not one is a 400 too, as the API document says.
    expect(
      await api.post('/campaign-matches/:match_id/messages/read/', { param: { match_id: 'not-a-uuid' }, token }),
    ).toAnswer(400);
  });
});
