import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { TInternalEvent } from '@schemas/internal-events';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { reportApiError } from '@/lib/form-errors';
import { useAuthStore } from '@/lib/stores/auth-store';
import { uploadSessions } from '@/lib/upload/upload-sessions';
import { useLocations } from '@/lib/reference-data/locations';
import { useSaveEvent } from '../api/events';
import { EventCoverField } from './event-cover-field';
import {
  createEventSchema,
  EVENT_FORM_FIELDS,
  eventFormValues,
  updateEventSchema,
  type EventFormValues,
} from './event-form-values';
import { InvitedCreatorsPicker } from './invited-creators-picker';
import styles from './internal-events.module.css';

/** Creates a draft event (for one of the strategist's brands) or edits one; the worker's schema checks it first. */
export const EventForm = ({ event, onDone }: { event?: TInternalEvent; onDone: (saved: TInternalEvent) => void }) => {
  const brands = useAuthStore((s) => s.user?.managed_brands ?? []);
  const selected = useAuthStore((s) => s.selectedBrand);
  const userId = useAuthStore((s) => s.user?.id ?? 'anonymous');
  const coverScope = `${userId}:event-cover:${event?.id ?? 'new'}`;
  const locations = useLocations();
  const save = useSaveEvent();
  const form = useForm<EventFormValues, unknown, Parameters<typeof save.mutateAsync>[0]['input']>({
    resolver: zodResolver(event ? updateEventSchema : createEventSchema),
    defaultValues: eventFormValues(event, selected?.id ?? brands[0]?.id ?? ''),
  });
  const { errors, isSubmitting } = form.formState;
  const audience = form.watch('audience');

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: event?.id, input });
      // The next form starts without this cover.
      uploadSessions.clear(coverScope);
      onDone(saved);
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: EVENT_FORM_FIELDS });
    }
  });

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      aria-label={event ? 'Edit event' : 'New event'}
      noValidate
    >
      {!event && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="event-brand">
            Brand
          </label>
          <select
            id="event-brand"
            className={styles.select}
            aria-invalid={errors.brand_id ? true : undefined}
            aria-describedby={errors.brand_id ? 'event-brand-error' : undefined}
            {...form.register('brand_id')}
          >
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          {errors.brand_id && (
            <p id="event-brand-error" className={styles.error}>
              {errors.brand_id.message}
            </p>
          )}
        </div>
      )}
      <TextField label="Title" error={errors.title?.message} required {...form.register('title')} />
      <TextField
        label="Starts"
        type="datetime-local"
        error={errors.starts_at?.message}
        required
        {...form.register('starts_at')}
      />
      <TextField
        label="Ends"
        type="datetime-local"
        error={errors.ends_at?.message}
        required
        {...form.register('ends_at')}
      />
      <TextField
        label="Time zone"
        error={errors.time_zone?.message}
        hint="Times are entered on your clock; creators see them in this zone."
        {...form.register('time_zone')}
      />
      <TextField
        label="Place"
        error={errors.location?.message}
        placeholder="Venue and address"
        {...form.register('location')}
      />
      <TextField
        label="Online link"
        type="url"
        error={errors.online_url?.message}
        placeholder="https://…"
        {...form.register('online_url')}
      />
      <TextField
        label="Capacity"
        type="number"
        min={1}
        error={errors.capacity?.message}
        hint="Leave empty for no limit. When full, creators can join a waitlist."
        {...form.register('capacity')}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="event-audience">
          Who can see it
        </label>
        <select id="event-audience" className={styles.select} {...form.register('audience')}>
          <option value="all">All creators</option>
          <option value="niche">Creators in some niches</option>
          <option value="location">Creators in some locations</option>
          <option value="invited">Only creators I invite</option>
        </select>
      </div>
      {audience === 'niche' && (
        <TextField
          label="Niches"
          error={errors.audience_niches?.message}
          hint="Separated by commas, e.g. Outdoors, Fitness"
          {...form.register('audience_niches')}
        />
      )}
      {audience === 'location' && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="event-locations">
            Locations
          </label>
          <select
            id="event-locations"
            multiple
            size={6}
            className={styles.select}
            aria-invalid={errors.audience_location_ids ? true : undefined}
            aria-describedby={errors.audience_location_ids ? 'event-locations-error' : undefined}
            {...form.register('audience_location_ids')}
          >
            {(locations.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
          {errors.audience_location_ids && (
            <p id="event-locations-error" className={styles.error}>
              {errors.audience_location_ids.message}
            </p>
          )}
        </div>
      )}
      {audience === 'invited' && (
        <Controller
          control={form.control}
          name="invited_creator_ids"
          render={({ field, fieldState }) => (
            <InvitedCreatorsPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="cover_upload_id"
        render={({ field, fieldState }) => (
          <EventCoverField
            scope={coverScope}
            value={field.value}
            currentUrl={event?.cover_url ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={`${styles.field} ${styles.wide}`}>
        <label className={styles.label} htmlFor="event-description">
          Description
        </label>
        <textarea
          id="event-description"
          className={styles.textarea}
          maxLength={5000}
          aria-invalid={errors.description ? true : undefined}
          {...form.register('description')}
        />
        {errors.description && <p className={styles.error}>{errors.description.message}</p>}
      </div>
      <div className={styles.wide}>
        <FormError message={errors.root?.server?.message} />
      </div>
      <div className={`${styles.actions} ${styles.wide}`}>
        <Button htmlType="submit" loading={isSubmitting}>
          {event ? 'Save changes' : 'Create draft'}
        </Button>
      </div>
    </form>
  );
};
