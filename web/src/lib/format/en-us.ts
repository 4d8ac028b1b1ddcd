/**
 * The en-US forms a signed-in screen shows first — a calendar date, a whole count, a dollar amount — written out
 * without Intl. The first Intl formatter a page makes loads the ICU locale data: 50–150 ms of a phone's main thread
 * in one piece, inside the render that draws the screen's data (decisions "First paint, session 16 — tbt-data").
 * The output is the same as Intl's (a unit test compares them); any other form, currency or zone goes to Intl.
 */
import { groupDigits, isNegative } from '@schemas/group-digits';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 4, 2027", or "Mar 4" without the year; `month` counts from 0 like Date's. */
export const shortDate = (year: number, month: number, day: number, withYear: boolean) =>
  `${MONTHS[month]} ${day}${withYear ? `, ${year}` : ''}`;

/** Whole cents in dollars with 0 or 2 decimals: "$1,250", "-$3.05"; rounds half away from zero like Intl. */
export const dollars = (cents: number, digits: 0 | 2) => {
  const abs = Math.abs(cents);
  const sign = isNegative(cents) ? '-' : '';
  if (digits === 2) return `${sign}$${groupDigits(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  return `${sign}$${groupDigits(Math.floor(abs / 100) + (abs % 100 >= 50 ? 1 : 0))}`;
};
