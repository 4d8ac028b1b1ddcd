import { z } from 'zod';
import { AGE_RANGES, LANGUAGES, NICHES, PLATFORMS } from './vocabularies';

/** Vocabularies shared by the campaign form, the creator database filters and the settings screens. */
export { AGE_RANGES, LANGUAGES, NICHES, PLATFORMS };
export const ZPlatform = z.enum(PLATFORMS);
export type TPlatform = z.infer<typeof ZPlatform>;

export const DELIVERABLE_TYPES = ['post', 'reel', 'story', 'video', 'short', 'live', 'pin', 'tweet'] as const;
export const ZDeliverableType = z.enum(DELIVERABLE_TYPES);
export type TDeliverableType = z.infer<typeof ZDeliverableType>;

export const OBJECTIVES = ['awareness', 'engagement', 'traffic', 'conversions', 'content', 'launch'] as const;
export const ZObjective = z.enum(OBJECTIVES);

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;

export const INDUSTRIES = [
  'Outdoor gear',
  'Food & beverage',
  'Beauty & personal care',
  'Fashion & apparel',
  'Health & fitness',
  'Technology',
  'Travel & hospitality',
  'Home & living',
  'Finance',
  'Gaming & entertainment',
  'Other',
] as const;
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const BRAND_GOALS = [
  'Grow brand awareness',
  'Launch a product',
  'Drive sales',
  'Build a content library',
  'Grow social following',
  'Reach a new audience',
] as const;
export const NOTIFICATION_PREFERENCES = [
  'new_applicants',
  'offer_answered',
  'content_submitted',
  'messages',
  'weekly_digest',
] as const;

export const ZSettingsChoices = z.object({
  industries: z.array(z.string()),
  company_sizes: z.array(z.string()),
  goals: z.array(z.string()),
  objectives: z.array(z.string()),
  platforms: z.array(z.string()),
  deliverable_types: z.array(z.string()),
  niches: z.array(z.string()),
  languages: z.array(z.string()),
  age_ranges: z.array(z.string()),
  currencies: z.array(z.string()),
  notification_preferences: z.array(z.string()),
});
export type TSettingsChoices = z.infer<typeof ZSettingsChoices>;

export const SETTINGS_CHOICES: TSettingsChoices = {
  industries: [...INDUSTRIES],
  company_sizes: [...COMPANY_SIZES],
  goals: [...BRAND_GOALS],
  objectives: [...OBJECTIVES],
  platforms: [...PLATFORMS],
  deliverable_types: [...DELIVERABLE_TYPES],
  niches: [...NICHES],
  languages: [...LANGUAGES],
  age_ranges: [...AGE_RANGES],
  currencies: [...CURRENCIES],
  notification_preferences: [...NOTIFICATION_PREFERENCES],
};
