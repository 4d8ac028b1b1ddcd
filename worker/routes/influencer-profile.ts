import { requireRole, requireUser } from '../lib/middleware/guards';
import { createRouter, jsonBody } from '../lib/openapi';
import {
  ZCreatorIdParam,
  ZCreatorProfile,
  ZCreatorStatusResponse,
  ZCreatorStatusUpdate,
  ZOnboardingResponse,
  ZOnboardingUpdate,
  ZUpdateCreatorProfile,
} from '../schemas/creator-profile';
import { latestCreatorReview, requestCreatorReview } from '../services/creators/creator-status';
import { ZCreatorReviewState } from '../schemas/staff';
import { allFlags, setOnboardingFlags } from '../services/creators/onboarding-flags';
import { loadCreatorProfile, updateCreatorProfile } from '../services/creators/profile';
import { creatorArea, creatorContext } from '../http/creator-access';
import { decideCreatorStatus } from '../http/creator-decisions';

const profile = creatorArea(['creator: profile']);
const approval = creatorArea(['creator: approval']);

export const influencerProfileRoutes = createRouter()
  .openapi(profile.read('/influencer/profile/', ZCreatorProfile), async (c) =>
    c.json(await loadCreatorProfile(creatorContext(c)), 200),
  )
  .openapi(
    profile.write('patch', '/influencer/profile/', ZCreatorProfile, {
      request: jsonBody(ZUpdateCreatorProfile),
      session: 'fold',
    }),
    async (c) => c.json(await updateCreatorProfile({ ...creatorContext(c), input: c.req.valid('json') }), 200),
  )
  .openapi(
    profile.write('patch', '/influencer/onboarding_variables/', ZOnboardingResponse, {
      description:
        'Sets the creator onboarding flags the web app owns (modals and tours seen); the others follow the data.',
      request: jsonBody(ZOnboardingUpdate),
    }),
    async (c) => {
      const flags = c.req.valid('json').onboarding_values;
      const [row] = await setOnboardingFlags({ ...creatorContext(c), flags }).returning();
      return c.json({ onboarding: allFlags(row?.onboarding) }, 200);
    },
  )
  .openapi(
    approval.write('post', '/influencer/approve/{creator_id}/', ZCreatorStatusResponse, {
      description:
        'Staff or a strategist approves a PENDING creator: status ACTIVE, onboarding complete, the creator is notified.',
      middleware: [requireUser, requireRole('Staff', 'Strategist')],
      request: { params: ZCreatorIdParam },
      errors: [404, 409],
      session: 'fold',
    }),
    async (c) => {
      const creatorId = c.req.valid('param').creator_id;
      return c.json(await decideCreatorStatus(c, { creatorId, status: 'ACTIVE' }), 200);
    },
  )
  .openapi(
    approval.write('patch', '/influencer/status/{creator_id}/', ZCreatorStatusResponse, {
      description: 'Staff set a creator’s status. Anything other than PENDING marks onboarding complete (spec §4).',
      middleware: [requireUser],
      request: { params: ZCreatorIdParam, ...jsonBody(ZCreatorStatusUpdate) },
      errors: [404, 409],
      session: 'fold',
    }),
    async (c) => {
      const creatorId = c.req.valid('param').creator_id;
      return c.json(await decideCreatorStatus(c, { creatorId, ...c.req.valid('json') }), 200);
    },
  )
  .openapi(
    approval.read('/influencer/review/', ZCreatorReviewState, {
      description: 'The creator’s latest review: requested, approved or rejected with the reason; null before any.',
    }),
    async (c) => c.json({ latest_review: await latestCreatorReview(creatorContext(c)) }, 200),
  )
  .openapi(
    approval.write('post', '/influencer/review/', ZCreatorReviewState, {
      description:
        'After a rejection: sends the updated profile for review again (back into the staff queue). 409 unless the last review asked for changes.',
      errors: [409],
      session: 'fold',
    }),
    async (c) => c.json({ latest_review: await requestCreatorReview(creatorContext(c)) }, 200),
  );
