import { useState } from 'react';
import type { TAvailability } from '@schemas/creator-rates';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useUpdateAvailability } from '../api/update-availability';
import styles from './creator-profile.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS_AHEAD = 12;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const todayIso = () => isoDay(new Date());

/** Every day of a month (UTC), padded to start on a Monday. */
const monthGrid = (year: number, month: number) => {
  const first = new Date(Date.UTC(year, month, 1));
  const pad = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return [
    ...Array<null>(pad).fill(null),
    ...Array.from({ length: days }, (_, i) => isoDay(new Date(Date.UTC(year, month, i + 1)))),
  ];
};

/** A month calendar of unavailable days (click or Space/Enter to toggle) and how many campaigns at once. */
type AvailabilityEditorProps = {
  availability: TAvailability;
  submitLabel?: string;
  /** After a save (onboarding moves on: marked days are saved, never dropped by a bare "Continue"). */
  onSaved?: () => void;
};

export const AvailabilityEditor = ({
  availability,
  submitLabel = 'Save availability',
  onSaved,
}: AvailabilityEditorProps) => {
  const [busy, setBusy] = useState(() => new Set(availability.unavailable_dates));
  const [max, setMax] = useState(String(availability.max_concurrent_campaigns));
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<string>();
  const save = useUpdateAvailability();
  const now = new Date();
  const view = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const title = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(view);
  const today = todayIso();
  const toggle = (day: string) =>
    setBusy((current) => {
      const next = new Set(current);
      if (next.has(day)) next.delete(day);
      else next.add(day);
      return next;
    });
  const submit = () => {
    const limit = Number(max);
    if (!Number.isInteger(limit) || limit < 1 || limit > 20)
      return setError('Choose between 1 and 20 campaigns at once.');
    setError(undefined);
    save.mutate(
      { unavailable_dates: [...busy].filter((d) => d >= today).sort(), max_concurrent_campaigns: limit },
      {
        onSuccess: () => {
          showSnackbar({ variant: 'success', message: 'Availability saved.' });
          onSaved?.();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  const upcoming = [...busy].filter((d) => d >= today).length;

  return (
    <div className={styles.stack}>
      <div className={`${styles.stackSm} ${styles.calendarWrap}`}>
        <div className={styles.calendarHead}>
          <Button
            size="small"
            color="tertiary"
            icon={<ArrowLeftIcon size={16} />}
            disabled={offset === 0}
            onClick={() => setOffset(offset - 1)}
            aria-label="Previous month"
          />
          <h3 aria-live="polite" style={{ margin: 0, fontSize: 'var(--text-md)' }}>
            {title}
          </h3>
          <Button
            size="small"
            color="tertiary"
            icon={<ArrowRightIcon size={16} />}
            disabled={offset >= MONTHS_AHEAD}
            onClick={() => setOffset(offset + 1)}
            aria-label="Next month"
          />
        </div>
        <div className={styles.calendar} aria-hidden="true">
          {WEEKDAYS.map((d) => (
            <span key={d} className={styles.weekday}>
              {d}
            </span>
          ))}
        </div>
        <ul className={styles.calendar} aria-label={`Days in ${title}; pressed days are unavailable`}>
          {monthGrid(view.getUTCFullYear(), view.getUTCMonth()).map((day, i) => (
            <li key={day ?? `pad-${i}`}>
              {day && (
                <button
                  type="button"
                  className={[styles.day, day === today && styles.today].filter(Boolean).join(' ')}
                  aria-pressed={busy.has(day)}
                  aria-label={`${new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))}${busy.has(day) ? ', unavailable' : ''}`}
                  disabled={day < today}
                  onClick={() => toggle(day)}
                >
                  {Number(day.slice(8))}
                </button>
              )}
            </li>
          ))}
        </ul>
        <p className={styles.muted}>
          {upcoming === 0
            ? 'You are available every day.'
            : `${upcoming} upcoming day${upcoming === 1 ? '' : 's'} marked unavailable.`}{' '}
          Brands see these days when they plan dates.
        </p>
      </div>
      <div className={styles.field} style={{ maxWidth: 320 }}>
        <label className={styles.label} htmlFor="max-campaigns">
          Campaigns at once
        </label>
        <input
          id="max-campaigns"
          className={styles.input}
          type="number"
          min={1}
          max={20}
          value={max}
          onChange={(e) => setMax(e.target.value)}
          aria-describedby="max-campaigns-hint"
        />
        <p id="max-campaigns-hint" className={styles.hint}>
          You are in {availability.active_campaigns} active campaign{availability.active_campaigns === 1 ? '' : 's'}{' '}
          now.
        </p>
      </div>
      <FormError message={error} />
      <div className={styles.row}>
        <Button onClick={submit} loading={save.isPending}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
};
