import { expect } from 'vitest';
import type { ApiBody } from './api';
import { as, OWNER, STAFF, tokenOf } from './accounts';
import { publishableCampaign } from './brand-helpers';
import { type Client, api, clientFor, signupCreator } from './helpers';

export type Platform = ApiBody<'/phyllo/sandbox/connect/', 'post'>['platform'];
type Niche = NonNullable<ApiBody<'/influencer/profile/', 'patch'>['niches']>[number];

/** Anyone calling: a signed-in client, or `api` for nobody signed in. */
type Caller = typeof api;

/** The approval moves on a creator's profile: staff's approve and reject (the console), the older approve route. */
export const staffApprove = (profileId: string, by: Caller = as(STAFF)) =>
  by.post('/staff/creators/:creator_id/approve/', { param: { creator_id: profileId } });
export const staffReject = (profileId: string, reason: string, by: Caller = as(STAFF)) =>
  by.post('/staff/creators/:creator_id/reject/', { param: { creator_id: profileId }, json: { reason } });
export const influencerApprove = (profileId: string, by: Caller) =>
  by.post('/influencer/approve/:creator_id/', { param: { creator_id: profileId } });

/** A fresh creator (signed up through the API), optionally approved by staff; returns the token and profile id. */
export const newCreator = async ({ approved = true } = {}) => {
  const { email, password, user } = await signupCreator();
  const token = await tokenOf(email, password);
  if (approved) {
    expect(await influencerApprove(user.profile!, as(STAFF))).toAnswer(200);
  }
  return { email, token, userId: user.id as string, profileId: user.profile as string, as: clientFor(token) };
};

/** Connects a sandbox account the way the widget does: SDK token → sandbox connect → post the account id. */
export const connectSandbox = async (as: Client, platform: Platform, handle: string) => {
  const token = await as.post('/phyllo/sdk-token/');
  expect(token.status).toBe(200);
  const widget = await as.post('/phyllo/sandbox/connect/', {
    json: { sdk_token: token.json.sdk_token, platform, handle, consent: true },
  });
  expect(widget.status, JSON.stringify(widget.json)).toBe(200);
  return as.post('/influencer/social-accounts/', { json: { account_id: widget.json.account_id } });
};

/** A creator answers an event's invitation. */
export const rsvp = (by: Client, eventId: string, status: ApiBody<'/influencer/events/:id/rsvp/', 'post'>['status']) =>
  by.post('/influencer/events/:id/rsvp/', { param: { id: eventId }, json: { status } });

export const uniqueHandle = (label: string) => `${label}.${crypto.randomUUID().slice(0, 8)}`;

/** A creator with a complete profile (Outdoors, Denver) and a connected Instagram account, approved unless told. */
export const readyCreator = async (niche: Niche = 'Outdoors', { approved = true } = {}) => {
  const creator = await newCreator({ approved });
  const profile = await creator.as.patch('/influencer/profile/', {
    json: {
      bio: 'Weekend hikes and honest gear reviews from Colorado.',
      niches: [niche],
      languages: ['English'],
      location_id: 'us-denver',
    },
  });
  expect(profile.status).toBe(200);
  expect((await connectSandbox(creator.as, 'instagram', uniqueHandle('ready'))).status).toBe(201);
  return creator;
};

/** The deliverables the creator tests' campaigns ask for and their offers propose: a reel and three stories. */
const REEL_AND_STORIES = [
  { type: 'reel', platform: 'instagram', quantity: 1, due_days: 14, description: 'A 30 s reel.' },
  { type: 'story', platform: 'instagram', quantity: 3, due_days: 7 },
] as const;

/** An active public campaign of Acme (or `brandEmail`'s brand) open to anyone unless `overrides` narrow it. */
export const openCampaign = async (overrides: Record<string, unknown> = {}, brandEmail = OWNER) => {
  const res = await as(brandEmail).post('/brand/campaign/create/', {
    json: {
      ...publishableCampaign(),
      deliverable_templates: [...REEL_AND_STORIES],
      budget_cents: 900_000,
      follower_min: null,
      follower_max: null,
      status: 'active',
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; title: string; brand_id: string };
};

/** The brand offers rates and deliverables on a match (Creator Proposal). */
export const offer = async (matchId: string, rateCents = 120_000, brandEmail = OWNER) => {
  const res = await as(brandEmail).post('/brand/campaign/propose-rates-and-deliverables/', {
    json: {
      brand_campaign_match_id: matchId,
      rate_cents: rateCents,
      deliverables: [...REEL_AND_STORIES],
      message: 'Here is our offer.',
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
};

export const PITCH = 'I run these trails every weekend and my audience asks about gear constantly.';
