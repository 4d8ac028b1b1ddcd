import { z } from 'zod';
import { pageFields, paginated } from './pagination';

/** `waitlist`: the event was full; the organiser may move them to going when a place frees up. */
const ZRsvpStatus = z.enum(['going', 'not_going', 'waitlist']);

export const ZCreatorEvent = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  online_url: z.string().nullable(),
  time_zone: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number().int().nullable(),
  going_count: z.number().int(),
  spots_left: z.number().int().nullable(),
  brand: z.object({ id: z.string().uuid(), name: z.string(), logo_url: z.string().nullable() }),
  my_rsvp: ZRsvpStatus.nullable(),
  is_past: z.boolean(),
  is_cancelled: z.boolean(),
  cover_url: z.string().nullable(),
});
export type TCreatorEvent = z.infer<typeof ZCreatorEvent>;
export const ZCreatorEventList = paginated(ZCreatorEvent);

export const ZEventListQuery = z.object({
  when: z.enum(['upcoming', 'past', 'going']).default('upcoming'),
  ...pageFields(),
});

export const ZRsvpRequest = z.object({ status: ZRsvpStatus });
