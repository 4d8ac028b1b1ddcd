import { expect } from 'vitest';
import { checkinTasks, deadLetters } from '../../../db/schema';
import { freeBrand } from '../brand-helpers';
import { campaignAwaitingReview } from '../content-review.fixtures';
import { OWNER, STAFF, STRATEGIST } from '../accounts';
import { openCampaign, PITCH, readyCreator } from '../creator-helpers';
import { api, login, testDb, uniqueEmail } from '../helpers';
import { newStrategist, QUIET_HEALTH } from '../internal-fixtures';
import { buyViaApi } from '../payments-plans-helpers';
import { spendingBrand } from '../spend-fixtures';
import { waitingCreator } from '../staff-fixtures';
import { invitationTokenFor, newBrand } from '../team-fixtures';
import { fakeMedia, uploadSingle } from '../uploads.fixtures';
import { campaignWithPosts } from '../metrics.fixtures';
import type { Session } from './openapi-operations';
import type { Role } from '../../shared/openapi/role-areas';

/**
 * Objects for the id-taking operations the tenancy matrix's crawl of the demo accounts cannot reach (nothing of the
 * kind in the seed, or no list that shows it): each is made through the API by the tenant that owns it (a row is
 * written directly only where no endpoint makes one: a queue's dead letter, a check-in task the scheduler opens).
 * Every kind is made once per run and shared by the operations on it.
 */
export type Owner = { label: string; role: Role; session: Session };
type Owned = { owner: Owner; params: Record<string, string> };

const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};
const ok = <R extends { status: number; json: unknown }>(res: R, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  return res.json as any;
};
const ownerOf = (label: string, role: Role, token: string): Owner => ({
  label,
  role,
  session: { label: role, token },
});
const demo = (email: string, label: string, role: Role) =>
  once(async () => ownerOf(label, role, (await login(email)).json.token as string));
const acmeOwner = demo(OWNER, 'Acme’s owner', 'brand');
const demoStrategist = demo(STRATEGIST, 'the demo strategist', 'strategist');
const staff = demo(STAFF, 'the demo staff member', 'staff');

/** An Acme campaign under contract with a creator of its own, both deliverables awaiting review. */
const review = once(async () => {
  const fixture = await campaignAwaitingReview();
  return { ...fixture, creator: ownerOf('a contracted creator', 'creator', fixture.creator.token) };
});

/** A creator's pitch for an open Acme campaign. */
const pitch = once(async () => {
  const creator = await readyCreator();
  const campaign = await openCampaign();
  ok(
    await creator.as.post('/influencer/campaigns/:id/apply/', {
      param: { id: campaign.id },
      json: { message: PITCH },
    }),
    201,
  );
  const owner = await acmeOwner();
  const pitches = ok(
    await api.get('/brand/campaigns/:id/pitches/', {
      param: { id: campaign.id },
      token: owner.session.token,
    }),
  );
  return { owner, id: pitches[0].id as string };
});

/** A paid invoice of a brand that bought Starter through the payment provider's sandbox. */
const invoice = once(async () => {
  const brand = await freeBrand();
  await buyViaApi(brand.token, brand.brandId, 'starter');
  const list = ok(await api.get('/payment/brand/invoices/', { token: brand.token }));
  return { owner: ownerOf('a paying brand', 'brand', brand.token), id: list.results[0].id as string };
});

/** A wallet top-up a Growth brand started (pending at the checkout). */
const topUp = once(async () => {
  const brand = await spendingBrand();
  const started = ok(await brand.as.post('/brand/wallet/top-ups/', { json: { amount_cents: 5_000 } }), 201);
  return { owner: ownerOf('a brand topping up', 'brand', brand.token), id: started.id as string };
});

/** A pending team invitation of a Growth brand, with its link's token. */
const teamInvitation = once(async () => {
  const brand = await newBrand('Growth');
  const email = uniqueEmail('invitee');
  const invited = ok(await brand.as.post('/brand/team/invitations/', { json: { email, role: 'member' } }), 201);
  return {
    owner: ownerOf('a brand’s owner', 'brand', brand.token),
    id: invited.id as string,
    token: await invitationTokenFor(email),
  };
});

/** A finished upload of the contracted creator. */
const upload = once(async () => {
  const { creator } = await review();
  const sent = ok(await uploadSingle(creator.session.token, 'take.mp4', fakeMedia('mp4', 20_000)), 201);
  return { owner: creator, id: sent.id as string };
});

/** A live post of an Acme campaign whose creator reported its figures with a screenshot. */
const reportedPost = once(async () => {
  const { deliverableIds, creator } = await campaignWithPosts();
  const shot = ok(await uploadSingle(creator.token, 'insights.png', fakeMedia('png', 4_000), 'image/png'), 201);
  ok(
    await creator.as.post('/influencer/deliverables/:id/metrics/', {
      param: { id: deliverableIds[0] },
      json: {
        views: 900,
        impressions: 1_200,
        reach: 950,
        likes: 70,
        comments: 5,
        shares: 2,
        saves: 3,
        screenshot_upload_id: shot.id,
      },
    }),
    201,
  );
  return deliverableIds[0];
});

/** A creator who finished onboarding and waits for approval, with the connected account staff look at. */
const waiting = once(async () => {
  const creator = await waitingCreator();
  const accounts = ok(await creator.as.get('/influencer/social-accounts/'));
  return {
    owner: ownerOf('a creator waiting for approval', 'creator', creator.token),
    profileId: creator.profileId,
    userId: creator.userId,
    accountId: accounts[0].id as string,
  };
});

/** A support request a brand sent. */
const supportRequest = once(async () => {
  const brand = await freeBrand();
  const sent = ok(
    await api.post('/brand/support/', {
      token: brand.token,
      json: { topic: 'campaigns', subject: 'Publishing', message: 'The publish button stays grey for our campaign.' },
    }),
    201,
  );
  return sent.id as string;
});

/** A brand with a strategist assigned. */
const managedBrand = once(async () => {
  const brand = await freeBrand();
  const strategist = await newStrategist(brand.brandId);
  return { brandId: brand.brandId, strategistId: strategist.id };
});

/** A dead letter, as the queue consumer writes it after the last retry (no endpoint makes one). */
const deadLetter = once(async () => {
  const [row] = await testDb()
    .insert(deadLetters)
    .values({
      queue: 'social-loop-notifications',
      messageId: `tenancy-${crypto.randomUUID()}`,
      body: { event_id: crypto.randomUUID(), type: 'message.sent' },
      error: 'Error: notify failed',
      attempts: 5,
    })
    .returning();
  return row!.id;
});

/**
 * An open check-in task of an Acme campaign, which the demo strategist manages: the schedule is set through the API,
 * the task written as the scheduler opens it (running the scheduler here would take other test files' due tasks).
 */
const checkinTask = once(async () => {
  const owner = await demoStrategist();
  const { campaignId, brandId } = await review();
  const schedule = ok(
    await api.put('/internal/campaigns/:id/check-in/', {
      param: { id: campaignId },
      token: owner.session.token,
      headers: { 'x-selected-brand': brandId },
      json: { interval_days: 7, next_due_at: new Date(Date.now() + 86_400_000).toISOString() },
    }),
  );
  const [task] = await testDb()
    .insert(checkinTasks)
    .values({
      checkinId: schedule.id as string,
      campaignId,
      brandId,
      dueAt: new Date().toISOString(),
      health: QUIET_HEALTH,
    })
    .returning();
  return { owner, id: task!.id };
});

/** A pending internal (strategist) invitation staff sent. */
const internalInvitation = once(async () => {
  const owner = await staff();
  const sent = ok(
    await api.post('/internal/team/invitations/', {
      token: owner.session.token,
      json: { email: uniqueEmail('strategist.invitee'), kind: 'strategist' },
    }),
    201,
  );
  return { owner, id: sent.id as string };
});

const asStaff = async (params: Record<string, string>): Promise<Owned> => ({ owner: await staff(), params });
const acme = async (params: Record<string, string>): Promise<Owned> => ({ owner: await acmeOwner(), params });

/** The object for an operation's path (its method does not matter: every method on a path takes the same kind). */
const OBJECTS: { pattern: RegExp; make: () => Promise<Owned> }[] = [
  {
    pattern: /^\/api\/brand\/(campaign\/update|campaigns\/delete|campaign-matches-messaging)\/\{id\}\/$/,
    make: async () => acme({ id: (await review()).campaignId }),
  },
  {
    pattern: /^\/api\/brand\/campaign-match\/update\/\{id\}\/$/,
    make: async () => acme({ id: (await review()).matchId }),
  },
  {
    pattern: /^\/api\/brand\/deliverables\/\{id\}\/metrics\/screenshot\/$/,
    make: async () => acme({ id: await reportedPost() }),
  },
  {
    pattern: /^\/api\/(influencer\/campaign-deliverable|brand\/deliverables)\/\{id\}\//,
    make: async () => acme({ id: (await review()).deliverableIds[0] }),
  },
  {
    pattern: /^\/api\/brand\/submissions\/\{id\}\//,
    make: async () => acme({ id: (await review()).submissions[0].id }),
  },
  {
    pattern: /^\/api\/influencer\/submissions\/\{id\}\//,
    make: async () => {
      const { creator, submissions } = await review();
      return { owner: creator, params: { id: submissions[0].id } };
    },
  },
  {
    pattern: /^\/api\/brand\/pitches\/\{id\}\//,
    make: async () => {
      const { owner, id } = await pitch();
      return { owner, params: { id } };
    },
  },
  {
    pattern: /^\/api\/payment\/brand\/invoices\/\{id\}\/$/,
    make: async () => {
      const { owner, id } = await invoice();
      return { owner, params: { id } };
    },
  },
  {
    pattern: /^\/api\/brand\/wallet\/top-ups\/\{id\}\/$/,
    make: async () => {
      const { owner, id } = await topUp();
      return { owner, params: { id } };
    },
  },
  {
    pattern: /^\/api\/brand\/team\/invitations\/\{id\}\//,
    make: async () => {
      const { owner, id } = await teamInvitation();
      return { owner, params: { id } };
    },
  },
  {
    pattern: /^\/api\/brand\/team\/invitations\/validate\/\{token\}\/$/,
    make: async () => {
      const { owner, token } = await teamInvitation();
      return { owner, params: { token } };
    },
  },
  {
    pattern: /^\/api\/uploads\/\{id\}\//,
    make: async () => {
      const { owner, id } = await upload();
      return { owner, params: { id, part_number: '1' } };
    },
  },
  {
    // A private upload is no picture: the public picture URL must not serve it to anyone.
    pattern: /^\/api\/pictures\/\{id\}\/$/,
    make: async () => {
      const { owner, id } = await upload();
      return { owner, params: { id } };
    },
  },
  {
    pattern: /^\/api\/phyllo\/creator\/social-account\/detail\/\{id\}\/$/,
    make: async () => {
      const { owner, accountId } = await waiting();
      return { owner, params: { id: accountId } };
    },
  },
  {
    pattern: /^\/api\/(influencer\/(approve|status)|staff\/creators)\/\{creator_id\}\//,
    make: async () => asStaff({ creator_id: (await waiting()).profileId }),
  },
  {
    pattern: /^\/api\/staff\/users\/\{id\}\//,
    make: async () => asStaff({ id: (await waiting()).userId }),
  },
  {
    pattern: /^\/api\/staff\/support\/\{id\}\//,
    make: async () => asStaff({ id: await supportRequest() }),
  },
  {
    pattern: /^\/api\/staff\/brands\/\{id\}\/strategists\//,
    make: async () => {
      const { brandId, strategistId } = await managedBrand();
      return asStaff({ id: brandId, strategistId });
    },
  },
  {
    pattern: /^\/api\/staff\/operations\/dead-letters\/\{id\}\//,
    make: async () => asStaff({ id: await deadLetter() }),
  },
  {
    pattern: /^\/api\/internal\/check-ins\/\{id\}\//,
    make: async () => {
      const { owner, id } = await checkinTask();
      return { owner, params: { id } };
    },
  },
  {
    pattern: /^\/api\/internal\/team\/invitations\/\{id\}\//,
    make: async () => {
      const { owner, id } = await internalInvitation();
      return { owner, params: { id } };
    },
  },
];

export const objectFor = (path: string) => OBJECTS.find((o) => o.pattern.test(path))?.make;
