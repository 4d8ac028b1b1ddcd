import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { notFound } from '../lib/errors';
import { authOf, requireRole, requireUser } from '../lib/middleware/guards';
import { createRouter, jsonBody } from '../lib/openapi';
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
import { brandArea, brandContext } from '../http/brand-access';
import { routeArea } from '../http/route-area';

const tags = ['brand profile'];
const brand = brandArea(tags);
/** Brand users and strategists, before (or without) a brand to act for. */
const brandUsers = routeArea({
  tags,
  middleware: [requireUser, requireRole('Brand', 'Strategist')],
  errors: [401, 403],
});

/** The brand acted for, once the caller may edit it (its owner, admins and strategists). */
const editableBrand = (c: Context<AppEnv>) => {
  const { db, brandId, acting } = brandContext(c);
  assertCanEditBrand(acting);
  return { db, brandId };
};

export const brandProfileRoutes = createRouter()
  .openapi(
    brand.read('/brand/profile/', ZBrandProfile, {
      summary: 'The brand’s public profile (brand_id optional; only your own brand)',
      request: { query: ZBrandProfileQuery },
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      const asked = c.req.valid('query').brand_id;
      if (asked && asked !== brandId) throw notFound('brand');
      return c.json(await loadBrandProfile({ db, brandId }), 200);
    },
  )
  .openapi(
    brand.write('patch', '/brand/profile/', ZBrandProfile, {
      summary: 'Edit the public profile (owner, admins, strategists)',
      request: jsonBody(ZBrandProfileUpdate),
    }),
    async (c) => c.json(await updateBrandProfile({ ...editableBrand(c), input: c.req.valid('json') }), 200),
  )
  .openapi(
    brandUsers.read('/brand/settings-choices/', ZSettingsChoices, {
      summary: 'Vocabularies of the brand forms and filters',
      session: 'before',
    }),
    (c) => c.json(SETTINGS_CHOICES, 200),
  )
  .openapi(
    brand.read('/brand/settings/', ZBrandSettings, {
      summary: 'Brand settings: company facts, contact, goals, e-mail preferences',
    }),
    async (c) => {
      const { db, brandId } = brandContext(c);
      return c.json(await loadBrandSettings({ db, brandId }), 200);
    },
  )
  .openapi(
    brand.write('patch', '/brand/settings/', ZBrandSettings, {
      summary: 'Change brand settings (owner, admins, strategists)',
      request: jsonBody(ZBrandSettingsUpdate),
    }),
    async (c) => c.json(await updateBrandSettings({ ...editableBrand(c), input: c.req.valid('json') }), 200),
  )
  .openapi(
    brandUsers.write('patch', '/brand/onboarding_variables/', ZOnboardingState, {
      summary: 'Set onboarding flags (brand flags; a strategist’s internal tour flag)',
      request: jsonBody(ZOnboardingVariables),
      errors: [404],
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
