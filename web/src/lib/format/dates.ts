/**
 * Dates and times, with one rule (docs/decisions.md, "One display layer"):
 * - a timestamp is a moment and reads in the viewer's own time zone (the `timeZone` option exists for tests);
 * - an event reads in the event's own zone, with the zone named, so everyone sees the time on the invitation;
 * - a date-only value (YYYY-MM-DD: due dates, campaign dates, billing days) is a calendar date, the same day
 *   everywhere, never shifted by a zone.
 * Everything is English (en-US) like the rest of the interface.
 */
import { shortDate } from './en-us';
import { dateTimeFormat } from './formatters';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type TZoned = { timeZone?: string };

/** A Date and the zone to read it in: calendar dates are read in UTC so no zone moves them. */
const moment = (value: string, timeZone?: string): [Date, string | undefined] =>
  DATE_ONLY.test(value) ? [new Date(`${value}T00:00:00Z`), 'UTC'] : [new Date(value), timeZone];

const format = (value: string, options: Intl.DateTimeFormatOptions, zone?: string) => {
  const [date, timeZone] = moment(value, zone);
  return dateTimeFormat({ ...options, timeZone }).format(date);
};

/** "Mar 4, 2027" or "Mar 4": a calendar date in UTC, a moment in the viewer's zone (Date's own local reading),
 * written without Intl (./en-us); another zone named by the caller, or a value that is no date (NaN), goes to Intl. */
const dayOf = (value: string, withYear: boolean, zone?: string) => {
  const [date, timeZone] = moment(value, zone);
  const utc = timeZone === 'UTC';
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (!(year >= 1) || (timeZone !== undefined && !utc))
    return format(
      value,
      withYear ? { month: 'short', day: 'numeric', year: 'numeric' } : { month: 'short', day: 'numeric' },
      zone,
    );
  return utc
    ? shortDate(year, date.getUTCMonth(), date.getUTCDate(), withYear)
    : shortDate(year, date.getMonth(), date.getDate(), withYear);
};

/** "Mar 4, 2027": a calendar date, or the day of a moment in the viewer's zone. */
export const formatDate = (value: string | null | undefined, { timeZone }: TZoned = {}) =>
  value ? dayOf(value, true, timeZone) : '—';

/** "Mar 4": a day on a chart axis or in a short list. */
export const formatDay = (value: string, { timeZone }: TZoned = {}) => dayOf(value, false, timeZone);

/** "Mar 4, 2027, 3:05 PM": a moment in the viewer's zone. */
export const formatDateTime = (value: string | null | undefined, { timeZone }: TZoned = {}) =>
  value
    ? format(value, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }, timeZone)
    : '—';

/** "Mar 4, 2027 – Apr 1, 2027", or "Dates to be agreed" when neither end is set. */
export const formatDateRange = (start: string | null | undefined, end: string | null | undefined) =>
  start || end ? `${formatDate(start)} – ${formatDate(end)}` : 'Dates to be agreed';

/** "Mar 4, 2027, 6:30 PM CET": a moment of an event, in the event's own zone, named. */
export const formatEventDateTime = (value: string, eventZone: string) =>
  format(
    value,
    { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    eventZone,
  );

/** "Sat, Jun 14, 2026 · 3:00 PM – 6:00 PM GMT+2": an event's span in its own zone, the zone named once. */
export const formatEventTime = (startsAt: string, endsAt: string, eventZone: string) => {
  const day = format(startsAt, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, eventZone);
  const start = format(startsAt, { hour: 'numeric', minute: '2-digit' }, eventZone);
  const end = format(endsAt, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, eventZone);
  return `${day} · ${start} – ${end}`;
};
