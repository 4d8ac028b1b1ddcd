import { shortenNumber } from '../number-shortener';
import { groupDigits } from '@schemas/group-digits';
import { numberFormat } from './formatters';

/** Follower and view counts in short form ("12.3k"), "—" when unknown. */
export const formatCount = (n: number | null | undefined) => (n === null || n === undefined ? '—' : shortenNumber(n));

/** A count with its noun in the right number: "1 invitation", "3 invitations". */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Exact counts with digit grouping: "12,480". */
export const formatFullCount = (n: number) => (Number.isSafeInteger(n) ? groupDigits(n) : numberFormat().format(n));

/** A percentage given in percent: 3.456 → "3.46%", "—" when unknown. */
export const formatPercent = (pct: number | null | undefined) =>
  pct === null || pct === undefined ? '—' : `${pct.toFixed(2)}%`;

/** A video position as m:ss (or h:mm:ss). */
export const formatSeconds = (total: number) => {
  const s = Math.max(0, Math.floor(total));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};
