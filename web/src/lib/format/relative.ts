import { relativeTimeFormat } from './formatters';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "in 2 hours", "yesterday", "just now"; "never" when it has not happened. */
export const formatRelative = (iso: string | null | undefined, now = Date.now()) => {
  if (!iso) return 'never';
  const diff = Date.parse(iso) - now;
  for (const [unit, ms] of UNITS)
    if (Math.abs(diff) >= ms) return relativeTimeFormat().format(Math.round(diff / ms), unit);
  return 'just now';
};

const DAY_MS = 86_400_000;

/** A calendar due date against today's date: "due in 3 days", "due today", "2 days overdue". */
export const formatDue = (date: string | null | undefined, now = Date.now()) => {
  if (!date) return 'no due date';
  const today = new Date(now).toISOString().slice(0, 10);
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (days === 0) return 'due today';
  if (days === 1) return 'due tomorrow';
  return days > 0 ? `due in ${days} days` : `${-days} day${days === -1 ? '' : 's'} overdue`;
};
