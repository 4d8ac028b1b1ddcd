import { z } from 'zod';
import {
  EVENT_AUDIENCES,
  ZCreateEventRequest,
  ZEventNiches,
  ZUpdateEventRequest,
  type TInternalEvent,
} from '@schemas/internal-events';

/** A datetime-local value (the organiser's clock) from an ISO time, and back. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The event form's values: the API's field names, as the inputs hold them (text, local times, lists of choices). */
const ZEventFormValues = z.object({
  brand_id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  online_url: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  capacity: z.string(),
  audience: z.enum(EVENT_AUDIENCES),
  audience_niches: ZEventNiches,
  audience_location_ids: z.array(z.string()),
  invited_creator_ids: z.array(z.string()),
  cover_upload_id: z.string().nullable(),
});
export type EventFormValues = z.infer<typeof ZEventFormValues>;
export const EVENT_FORM_FIELDS = Object.keys(ZEventFormValues.shape) as (keyof EventFormValues)[];

export const eventFormValues = (
  event: TInternalEvent | undefined,
  defaultBrandId: string,
  zone = browserZone(),
): EventFormValues => ({
  brand_id: event?.brand.id ?? defaultBrandId,
  title: event?.title ?? '',
  description: event?.description ?? '',
  location: event?.location ?? '',
  online_url: event?.online_url ?? '',
  starts_at: event ? toLocalInput(event.starts_at) : '',
  ends_at: event ? toLocalInput(event.ends_at) : '',
  time_zone: event?.time_zone ?? zone,
  capacity: event?.capacity?.toString() ?? '',
  audience: event?.audience ?? 'all',
  // A niche outside the profiles' list (typed before the list was used) reached no creator: it is not offered again.
  audience_niches: (event?.audience_niches ?? []).filter((n) => ZEventNiches.safeParse([n]).success),
  audience_location_ids: event?.audience_location_ids ?? [],
  invited_creator_ids: event?.invited_creator_ids ?? [],
  cover_upload_id: event?.cover_upload_id ?? null,
});

const toUpdate = ({ brand_id: _brand, ...v }: EventFormValues): z.input<typeof ZUpdateEventRequest> => ({
  ...v,
  online_url: v.online_url.trim() || null,
  starts_at: fromLocalInput(v.starts_at),
  ends_at: fromLocalInput(v.ends_at),
  capacity: v.capacity.trim() ? Number(v.capacity) : null,
});

/**
 * The form's values turned into the API's request and checked by the worker's own schema; the field names are the
 * API's, so the schema's and the server's errors land on the inputs. An edit carries no brand (the API keeps it).
 */
export const createEventSchema = ZEventFormValues.transform((v): z.input<typeof ZCreateEventRequest> => ({
  ...toUpdate(v),
  brand_id: v.brand_id,
})).pipe(ZCreateEventRequest);
export const updateEventSchema = ZEventFormValues.transform(toUpdate).pipe(ZUpdateEventRequest);
