import { createRouter, jsonBody } from '../lib/openapi';
import {
  ZAvailability,
  ZCreateRate,
  ZCreatorRate,
  ZCreatorRateList,
  ZUpdateAvailability,
  ZUpdateRate,
} from '../schemas/creator-rates';
import { loadAvailability, updateAvailability } from '../services/creators/availability';
import { createRate, deleteRate, listRates, updateRate } from '../services/creators/rates';
import { creatorArea, creatorContext, ZIdParam } from '../http/creator-access';

const rates = creatorArea(['creator: rates']);
const availability = creatorArea(['creator: availability']);

/** The creator's own rates (per platform and deliverable type) and availability. Brands read rates at `/influencer/profiles/{uuid}/rates/`. */
export const influencerSettingsRoutes = createRouter()
  .openapi(rates.read('/influencer/rates/', ZCreatorRateList), async (c) =>
    c.json(await listRates(creatorContext(c)), 200),
  )
  .openapi(
    rates.write('post', '/influencer/rates/', ZCreatorRate, {
      request: jsonBody(ZCreateRate),
      errors: [409],
      status: 201,
    }),
    async (c) => c.json(await createRate({ ...creatorContext(c), input: c.req.valid('json') }), 201),
  )
  .openapi(
    rates.write('patch', '/influencer/rates/{id}/', ZCreatorRate, {
      request: { params: ZIdParam, ...jsonBody(ZUpdateRate) },
      errors: [404],
    }),
    async (c) => {
      const rate = { rateId: c.req.valid('param').id, input: c.req.valid('json') };
      return c.json(await updateRate({ ...creatorContext(c), ...rate }), 200);
    },
  )
  .openapi(
    rates.empty('delete', '/influencer/rates/{id}/', {
      request: { params: ZIdParam },
      errors: [404],
      answer: 'Deleted',
    }),
    async (c) => {
      await deleteRate({ ...creatorContext(c), rateId: c.req.valid('param').id });
      return c.body(null, 204);
    },
  )
  .openapi(availability.read('/influencer/availability/', ZAvailability), async (c) =>
    c.json(await loadAvailability(creatorContext(c)), 200),
  )
  .openapi(
    availability.write('put', '/influencer/availability/', ZAvailability, {
      description: 'Replaces the upcoming unavailable days (when sent) and the number of campaigns at once.',
      request: jsonBody(ZUpdateAvailability),
    }),
    async (c) => c.json(await updateAvailability({ ...creatorContext(c), input: c.req.valid('json') }), 200),
  );
