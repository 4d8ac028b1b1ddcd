import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { TInternalEvent } from '@schemas/internal-events';
import { NICHES } from '@schemas/brand-choices';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { RecordOptions, SelectField } from '@/components/ui/select-field';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { bindField } from '@/lib/bind-field';
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

type TTextName = 'title' | 'starts_at' | 'ends_at' | 'time_zone' | 'location' | 'online_url' | 'capacity';
const PICK_SEVERAL = 'Hold Ctrl (⌘ on a Mac) to pick more than one.';
type TTextProps = Omit<TextFieldProps, 'label' | 'error'>;

/** The event's details, in the order the form shows them. */
const DETAILS: [TTextName, string, TTextProps][] = [
  ['title', 'Title', { required: true }],
  ['starts_at', 'Starts', { type: 'datetime-local', required: true }],
  ['ends_at', 'Ends', { type: 'datetime-local', required: true }],
  ['time_zone', 'Time zone', { hint: 'Times are entered on your clock; creators see them in this zone.' }],
  ['location', 'Place', { placeholder: 'Venue and address' }],
  ['online_url', 'Online link', { type: 'url', placeholder: 'https://…' }],
  [
    'capacity',
    'Capacity',
    { type: 'number', min: 1, hint: 'Leave empty for no limit. When full, creators can join a waitlist.' },
  ],
];

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
  const field = bindField(form.register, errors);
  const audience = form.watch('audience');

  const text = (name: TTextName, label: string, props: TTextProps = {}) => (
    <TextField key={name} label={label} {...props} {...field(name)} />
  );

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
        <SelectField id="event-brand" label="Brand" {...field('brand_id')}>
          <RecordOptions records={brands} label={(b) => b.name} />
        </SelectField>
      )}
      {DETAILS.map(([name, label, props]) => text(name, label, props))}
      <SelectField id="event-audience" label="Who can see it" {...form.register('audience')}>
        <option value="all">All creators</option>
        <option value="niche">Creators in some niches</option>
        <option value="location">Creators in some locations</option>
        <option value="invited">Only creators I invite</option>
      </SelectField>
      {audience === 'niche' && (
        <SelectField
          id="event-niches"
          label="Niches"
          hint={PICK_SEVERAL}
          multiple
          size={6}
          {...field('audience_niches')}
        >
          {NICHES.map((niche) => (
            <option key={niche} value={niche}>
              {niche}
            </option>
          ))}
        </SelectField>
      )}
      {audience === 'location' && (
        <SelectField
          id="event-locations"
          label="Locations"
          hint={PICK_SEVERAL}
          multiple
          size={6}
          {...field('audience_location_ids')}
        >
          <RecordOptions records={locations.data} label={(l) => l.label} />
        </SelectField>
      )}
      {audience === 'invited' && (
        <Controller
          control={form.control}
          name="invited_creator_ids"
          render={({ field: picked, fieldState }) => (
            <InvitedCreatorsPicker value={picked.value} onChange={picked.onChange} error={fieldState.error?.message} />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="cover_upload_id"
        render={({ field: cover, fieldState }) => (
          <EventCoverField
            scope={coverScope}
            value={cover.value}
            currentUrl={event?.cover_url ?? null}
            onChange={cover.onChange}
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
