import { z } from 'zod';

const ZProfileOf = z.enum(['Brand', 'Influencer', 'Strategist', 'Staff']);
export type TProfileOf = z.infer<typeof ZProfileOf>;

export const ZUserStatus = z.enum(['PENDING', 'ACTIVE', 'SUSPENDED']);
export type TUserStatus = z.infer<typeof ZUserStatus>;

export const CREATOR_ONBOARDING_FLAGS = [
  'get_started_modal',
  'sidebar_tour',
  'phyllo_tour',
  'connected_account',
  'profile_complete',
  'onboarding_complete',
  'notified_approved',
  'read_approval_notification',
  'has_seen_optional_fields',
  'has_seen_new_rates_modal',
] as const;

export const BRAND_ONBOARDING_FLAGS = [
  'onboarding_required',
  'sidebar_tour_brand',
  'brand_onboarding_completed',
  'mandatory_account_details',
] as const;

export const INTERNAL_ONBOARDING_FLAGS = ['campaign_dashboard_internal_tour'] as const;

const ZBrandRole = z.enum(['owner', 'admin', 'member']);

const ZBrandRef = z.object({
  id: z.string().uuid(),
  name: z.string(),
  owner_id: z.string().uuid(),
  role: ZBrandRole,
});

const ZManagedBrand = z.object({ id: z.string().uuid(), name: z.string() });

/** The signed-in user, as `GET /api/auth/me/` and login return it (spec §3 "Signed-in user"). */
export const ZUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The brand the user belongs to (Brand users only). */
  brand: ZBrandRef.nullable(),
  /** The creator profile id (Influencer users only). */
  profile: z.string().uuid().nullable(),
  profile_of: ZProfileOf,
  is_staff: z.boolean(),
  display_picture: z.string().nullable(),
  status: ZUserStatus,
  email_verified: z.boolean(),
  required_email_verification: z.boolean(),
  managed_brands: z.array(ZManagedBrand),
  /** Unread notification count. */
  notifications: z.number().int(),
  groups: z.array(z.string()),
  /** Onboarding flags of the user's type: creator, brand or internal flags (spec §3). */
  onboarding: z.record(z.string(), z.boolean()),
});
export type TUser = z.infer<typeof ZUser>;
