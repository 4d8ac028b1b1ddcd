import { z } from 'zod';
import { NICHES, SEARCH_TEXT_MAX } from './vocabularies';
import { zWebUrl } from './web-url';

/** Cover images: images only, at most this size. */
export const EVENT_COVER_MAX_BYTES = 5 * 1024 * 1024;

export const EVENT_AUDIENCES = ['all', 'niche', 'location', 'invited'] as const;
const ZEventStatus = z.enum(['draft', 'published', 'cancelled']);
const ZAttendeeStatus = z.enum(['going', 'waitlist', 'not_going']);

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const isNiche = (niche: string) => (NICHES as readonly string[]).includes(niche);

/**
 * The creator profiles' niches, exactly: a creator sees a niche event when one of theirs is among them. Checked on the
 * list, so the error names the field the form shows (not one of its items).
 */
export const ZEventNiches = z
  .array(z.string())
  .max(NICHES.length)
  .refine((niches) => niches.every(isNiche), {
    message: 'Choose niches from the list.',
  });

const ZEventFields = z.object({
  title: z.string().trim().min(3, 'Give the event a title of at least 3 characters.').max(140),
  description: z.string().trim().max(5000).default(''),
  location: z.string().trim().max(300).default(''),
  online_url: zWebUrl({ max: 500, message: 'Use an http(s) link.' }).nullable().default(null),
  starts_at: z.iso.datetime({ offset: true, message: 'Choose the day and time the event starts.' }),
  ends_at: z.iso.datetime({ offset: true, message: 'Choose the day and time the event ends.' }),
  time_zone: z.string().max(64).refine(isTimeZone, 'Not a known time zone.').default('UTC'),
  capacity: z.number().int().min(1, 'At least one place.').max(100_000).nullable().default(null),
  audience: z.enum(EVENT_AUDIENCES).default('all'),
  audience_niches: ZEventNiches.default([]),
  audience_location_ids: z.array(z.string().min(1).max(64)).max(200).default([]),
  invited_creator_ids: z.array(z.string().uuid()).max(1000).default([]),
  /** A finished image upload (the organiser's own, or the event's current cover). */
  cover_upload_id: z.string().uuid('Not a valid upload.').nullable().default(null),
});

const checkEvent = <
  T extends {
    starts_at?: string;
    ends_at?: string;
    audience?: string;
    audience_niches?: string[];
    audience_location_ids?: string[];
    invited_creator_ids?: string[];
  },
>(
  e: T,
  ctx: z.RefinementCtx,
) => {
  if (e.starts_at && e.ends_at && Date.parse(e.ends_at) <= Date.parse(e.starts_at))
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'The event must end after it starts.' });
  if (e.audience === 'niche' && !e.audience_niches?.length)
    ctx.addIssue({ code: 'custom', path: ['audience_niches'], message: 'Pick at least one niche.' });
  if (e.audience === 'location' && !e.audience_location_ids?.length)
    ctx.addIssue({ code: 'custom', path: ['audience_location_ids'], message: 'Pick at least one location.' });
  if (e.audience === 'invited' && !e.invited_creator_ids?.length)
    ctx.addIssue({ code: 'custom', path: ['invited_creator_ids'], message: 'Invite at least one creator.' });
};

export const ZCreateEventRequest = ZEventFields.extend({ brand_id: z.string().uuid('Pick a brand.') }).superRefine(
  checkEvent,
);
export type TCreateEventRequest = z.infer<typeof ZCreateEventRequest>;
/** An edit sends the whole event again (the form always has every field). */
export const ZUpdateEventRequest = ZEventFields.superRefine(checkEvent);
export type TUpdateEventRequest = z.infer<typeof ZUpdateEventRequest>;

export const ZInternalEvent = z.object({
  id: z.string().uuid(),
  brand: z.object({ id: z.string().uuid(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  online_url: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  capacity: z.number().int().nullable(),
  status: ZEventStatus,
  audience: z.enum(EVENT_AUDIENCES),
  audience_niches: z.array(z.string()),
  audience_location_ids: z.array(z.string()),
  invited_creator_ids: z.array(z.string()),
  cover_upload_id: z.string().nullable(),
  cover_url: z.string().nullable(),
  counts: z.object({
    going: z.number().int(),
    waitlist: z.number().int(),
    declined: z.number().int(),
    checked_in: z.number().int(),
  }),
  is_past: z.boolean(),
});
export type TInternalEvent = z.infer<typeof ZInternalEvent>;
export const ZInternalEventList = z.object({ results: z.array(ZInternalEvent) });
export const ZInternalEventListQuery = z.object({ when: z.enum(['upcoming', 'past', 'all']).default('upcoming') });

const ZAttendee = z.object({
  creator_id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  status: ZAttendeeStatus,
  answered_at: z.string(),
  checked_in_at: z.string().nullable(),
});
export type TAttendee = z.infer<typeof ZAttendee>;
export const ZAttendeeList = z.object({ results: z.array(ZAttendee) });
export const ZAttendeeParams = z.object({
  id: z.string().uuid('Not a valid id.'),
  creatorId: z.string().uuid('Not a valid id.'),
});

/** Creators an organiser can put on an invited list: by name or handle (`q`), or the ones already picked (`ids`). */
export const ZInvitableCreatorQuery = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX).default(''),
  ids: z
    .string()
    .max(40_000)
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().uuid('Not a valid id.')).max(1000)),
});
const ZInvitableCreator = z.object({
  id: z.string().uuid(),
  name: z.string(),
  handle: z.string().nullable(),
  location: z.string().nullable(),
});
export type TInvitableCreator = z.infer<typeof ZInvitableCreator>;
export const ZInvitableCreatorList = z.object({ results: z.array(ZInvitableCreator) });
