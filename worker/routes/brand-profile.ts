import { createRoute } from '@hono/zod-openapi';
import { foldSession } from '../lib/session-fold';
import { notFound } from '../lib/errors';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { SETTINGS_CHOICES, ZSettingsChoices } from '../schemas/brand-choices';
import {
  ZBrandProfile,
  ZBrandProfileQuery,
  ZBrandProfileUpdate,
  ZBrandSettings,
  ZBrandSettingsUpdate,
  ZOnboardingState,
  ZOnboardingVariables,
} from '../schemas/brand-profile';
import { resolveActingBrand } from '../lib/auth/acting-brand';
import {
  assertCanEditBrand,
  loadBrandProfile,
  loadBrandSettings,
  updateBrandProfile,
  updateBrandSettings,
  updateOnboardingFlags,
} from '../services/brand-profile/brand-profile';
import { brandAccess, brandContext } from '../http/brand-access';

const tags = ['brand profile'];

export const brandProfileRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/profile/',
        tags,
        summary: 'The brand’s public profile (brand_id optional; only your own brand)',
        middleware: [...brandAccess],
        request: { query: ZBrandProfileQuery },
        responses: { 200: jsonContent(ZBrandProfile), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const asked = c.req.valid('query').brand_id;
      if (asked && asked !== brandId) throw notFound('brand');
      return c.json(await loadBrandProfile({ db, brandId }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/brand/profile/',
      tags,
      summary: 'Edit the public profile (owner, admins, strategists)',
      middleware: [...brandAccess],
      request: jsonBody(ZBrandProfileUpdate),
      responses: { 200: jsonContent(ZBrandProfile), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, brandId, acting } = brandContext(c);
      assertCanEditBrand(acting);
      return c.json(await updateBrandProfile({ db, brandId, input: c.req.valid('json') }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/brand/settings-choices/',
      tags,
      summary: 'Vocabularies of the brand forms and filters',
      middleware: [requireUser, requireRole('Brand', 'Strategist')],
      responses: { 200: jsonContent(ZSettingsChoices), ...errorResponses(401, 403) },
    }),
    (c) => {
      return c.json(SETTINGS_CHOICES, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/brand/settings/',
        tags,
        summary: 'Brand settings: company facts, contact, goals, e-mail preferences',
        middleware: [...brandAccess],
        responses: { 200: jsonContent(ZBrandSettings), ...errorResponses(401, 403, 404) },
      }),
    ),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await loadBrandSettings({ db, brandId }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/brand/settings/',
      tags,
      summary: 'Change brand settings (owner, admins, strategists)',
      middleware: [...brandAccess],
      request: jsonBody(ZBrandSettingsUpdate),
      responses: { 200: jsonContent(ZBrandSettings), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { db, brandId, acting } = brandContext(c);
      assertCanEditBrand(acting);
      return c.json(await updateBrandSettings({ db, brandId, input: c.req.valid('json') }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/brand/onboarding_variables/',
      tags,
      summary: 'Set onboarding flags (brand flags; a strategist’s internal tour flag)',
      middleware: [requireUser, requireRole('Brand', 'Strategist')],
      request: jsonBody(ZOnboardingVariables),
      responses: { 200: jsonContent(ZOnboardingState), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const db = c.get('db');
      const auth = authOf(c);
      // A strategist's tour flag is their own and needs no selected brand.
      const acting = auth.user.profileOf === 'Brand' ? resolveActingBrand(auth) : null;
      return c.json(
        {
          onboarding: await updateOnboardingFlags({ db, auth, acting, values: c.req.valid('json').onboarding_values }),
        },
        200,
      );
    },
  );
