import { useState, type FormEvent } from 'react';
import type { TInternalEvent } from '@schemas/internal-events';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { useAuthStore } from '@/lib/stores/auth-store';
import { uploadSessions } from '@/lib/upload/upload-sessions';
import { useLocations } from '@/lib/reference-data/locations';
import { useSaveEvent, type EventInput } from '../api/events';
import { EventCoverField } from './event-cover-field';
import { InvitedCreatorsPicker } from './invited-creators-picker';
import styles from './internal-events.module.css';

/** A datetime-local value (the organiser's clock) from an ISO time, and back. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Creates a draft event (for one of the strategist's brands) or edits one; field errors come from the server's schema. */
export const EventForm = ({ event, onDone }: { event?: TInternalEvent; onDone: (saved: TInternalEvent) => void }) => {
  const brands = useAuthStore((s) => s.user?.managed_brands ?? []);
  const selected = useAuthStore((s) => s.selectedBrand);
  const userId = useAuthStore((s) => s.user?.id ?? 'anonymous');
  const coverScope = `${userId}:event-cover:${event?.id ?? 'new'}`;
  const locations = useLocations();
  const save = useSaveEvent();
  const [v, setV] = useState({
    brand_id: event?.brand.id ?? selected?.id ?? brands[0]?.id ?? '',
    title: event?.title ?? '',
    description: event?.description ?? '',
    location: event?.location ?? '',
    online_url: event?.online_url ?? '',
    starts_at: event ? toLocalInput(event.starts_at) : '',
    ends_at: event ? toLocalInput(event.ends_at) : '',
    time_zone: event?.time_zone ?? browserZone(),
    capacity: event?.capacity?.toString() ?? '',
    audience: event?.audience ?? 'all',
    niches: event?.audience_niches.join(', ') ?? '',
    location_ids: event?.audience_location_ids ?? [],
    invited: event?.invited_creator_ids ?? [],
    cover: event?.cover_upload_id ?? null,
  });
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((prev) => ({ ...prev, [k]: e.target.value }));
  const fieldError = (name: string) => (isApiError(save.error) ? save.error.fields[name]?.join(' ') : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input: EventInput = {
      title: v.title,
      description: v.description,
      location: v.location,
      online_url: v.online_url.trim() || null,
      starts_at: fromLocalInput(v.starts_at),
      ends_at: fromLocalInput(v.ends_at),
      time_zone: v.time_zone,
      capacity: v.capacity ? Number(v.capacity) : null,
      audience: v.audience as EventInput['audience'],
      audience_niches: v.niches
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
      audience_location_ids: v.location_ids,
      invited_creator_ids: v.invited,
      cover_upload_id: v.cover,
    };
    save.mutate(
      { id: event?.id, input: event ? input : { ...input, brand_id: v.brand_id } },
      {
        onSuccess: (saved) => {
          // The next form starts without this cover.
          uploadSessions.clear(coverScope);
          onDone(saved);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={event ? 'Edit event' : 'New event'} noValidate>
      {!event && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="event-brand">
            Brand
          </label>
          <select id="event-brand" className={styles.select} value={v.brand_id} onChange={set('brand_id')}>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          {fieldError('brand_id') && <p className={styles.error}>{fieldError('brand_id')}</p>}
        </div>
      )}
      <TextField label="Title" value={v.title} onChange={set('title')} error={fieldError('title')} required />
      <TextField
        label="Starts"
        type="datetime-local"
        value={v.starts_at}
        onChange={set('starts_at')}
        error={fieldError('starts_at')}
        required
      />
      <TextField
        label="Ends"
        type="datetime-local"
        value={v.ends_at}
        onChange={set('ends_at')}
        error={fieldError('ends_at')}
        required
      />
      <TextField
        label="Time zone"
        value={v.time_zone}
        onChange={set('time_zone')}
        error={fieldError('time_zone')}
        hint="Times are entered on your clock; creators see them in this zone."
      />
      <TextField
        label="Place"
        value={v.location}
        onChange={set('location')}
        error={fieldError('location')}
        placeholder="Venue and address"
      />
      <TextField
        label="Online link"
        type="url"
        value={v.online_url}
        onChange={set('online_url')}
        error={fieldError('online_url')}
        placeholder="https://…"
      />
      <TextField
        label="Capacity"
        type="number"
        min={1}
        value={v.capacity}
        onChange={set('capacity')}
        error={fieldError('capacity')}
        hint="Leave empty for no limit. When full, creators can join a waitlist."
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="event-audience">
          Who can see it
        </label>
        <select id="event-audience" className={styles.select} value={v.audience} onChange={set('audience')}>
          <option value="all">All creators</option>
          <option value="niche">Creators in some niches</option>
          <option value="location">Creators in some locations</option>
          <option value="invited">Only creators I invite</option>
        </select>
      </div>
      {v.audience === 'niche' && (
        <TextField
          label="Niches"
          value={v.niches}
          onChange={set('niches')}
          error={fieldError('audience_niches')}
          hint="Separated by commas, e.g. Outdoors, Fitness"
        />
      )}
      {v.audience === 'location' && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="event-locations">
            Locations
          </label>
          <select
            id="event-locations"
            multiple
            size={6}
            className={styles.select}
            value={v.location_ids}
            onChange={(e) =>
              setV((p) => ({ ...p, location_ids: Array.from(e.target.selectedOptions, (o) => o.value) }))
            }
          >
            {(locations.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
          {fieldError('audience_location_ids') && <p className={styles.error}>{fieldError('audience_location_ids')}</p>}
        </div>
      )}
      {v.audience === 'invited' && (
        <InvitedCreatorsPicker
          value={v.invited}
          onChange={(invited) => setV((p) => ({ ...p, invited }))}
          error={fieldError('invited_creator_ids')}
        />
      )}
      <EventCoverField
        scope={coverScope}
        value={v.cover}
        currentUrl={event?.cover_url ?? null}
        onChange={(cover) => setV((p) => ({ ...p, cover }))}
        error={fieldError('cover_upload_id')}
      />
      <div className={`${styles.field} ${styles.wide}`}>
        <label className={styles.label} htmlFor="event-description">
          Description
        </label>
        <textarea
          id="event-description"
          className={styles.textarea}
          value={v.description}
          onChange={set('description')}
          maxLength={5000}
        />
      </div>
      {save.isError && !Object.keys(isApiError(save.error) ? save.error.fields : {}).length && (
        <p className={`${styles.error} ${styles.wide}`} role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button htmlType="submit" loading={save.isPending}>
          {event ? 'Save changes' : 'Create draft'}
        </Button>
      </div>
    </form>
  );
};
