/**
 * Intl formatters, one per set of options, made on first use and reused. Creating one costs far more than formatting
 * with it (it loads the locale's data), and a screen formats the same way many times: 20 creator cards with two rates
 * each, a list of due dates (decisions "First paint, session 10 — paint-screens").
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
let relativeTime: Intl.RelativeTimeFormat | undefined;

/** An en-US number formatter with these options. */
export const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
  const key = JSON.stringify(options);
  let formatter = numberFormats.get(key);
  if (!formatter) numberFormats.set(key, (formatter = new Intl.NumberFormat('en-US', options)));
  return formatter;
};

/** An en-US date formatter with these options (no `timeZone`: the viewer's own zone). */
export const dateTimeFormat = (options: Intl.DateTimeFormatOptions) => {
  const key = JSON.stringify(options);
  let formatter = dateTimeFormats.get(key);
  if (!formatter) dateTimeFormats.set(key, (formatter = new Intl.DateTimeFormat('en-US', options)));
  return formatter;
};

/** The en-US relative time formatter ("3 days ago", "yesterday"). Made on first use, never when a module loads: the
 * first one costs ~50 ms of a phone's main thread (decisions "First paint, session 15 — paint-main"). */
export const relativeTimeFormat = () => (relativeTime ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));
