import { dollars } from './en-us';
import { numberFormat } from './formatters';

/**
 * Money as the app shows it (STYLE §13): amounts are integer minor units, formatted in en-US like the rest of the
 * interface. One precision per column: `auto` (whole amounts without cents, others with two) for prices and rates
 * in prose, `cents` for ledgers and totals that are compared line by line, `whole` for compact tiles and ranges.
 */
export type TMoneyPrecision = 'auto' | 'cents' | 'whole';

const fractionDigits = (cents: number, precision: TMoneyPrecision): 0 | 2 =>
  precision === 'cents' ? 2 : precision === 'whole' ? 0 : cents % 100 === 0 ? 0 : 2;

export const formatMoney = (
  cents: number | null | undefined,
  currency = 'USD',
  precision: TMoneyPrecision = 'auto',
) => {
  if (cents === null || cents === undefined) return '—';
  const digits = fractionDigits(cents, precision);
  if (currency === 'USD' && Number.isSafeInteger(cents)) return dollars(cents, digits);
  return numberFormat({
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
};

/** "$500–$1,200", "$500" (one amount), "from $500", "up to $1,200" or "Rate on request". */
export const formatMoneyRange = (
  min: number | null,
  max: number | null,
  currency = 'USD',
  precision: TMoneyPrecision = 'auto',
) =>
  min !== null && max !== null
    ? min === max
      ? formatMoney(min, currency, precision)
      : `${formatMoney(min, currency, precision)}–${formatMoney(max, currency, precision)}`
    : min !== null
      ? `from ${formatMoney(min, currency, precision)}`
      : max !== null
        ? `up to ${formatMoney(max, currency, precision)}`
        : 'Rate on request';

const typedAmount = (input: string) => input.replace(/[\s,$]/g, '');

/** A typed amount ("1,250.50", "$80") in minor units, or null when it is not an amount (at most two decimals). */
export const parseMoney = (input: string): number | null => {
  const cleaned = typedAmount(input);
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** An amount typed with more than two decimals ("12.345"): refused with its own message, never rounded. */
export const hasTooManyDecimals = (input: string) => /^\d*\.\d{3,}$/.test(typedAmount(input));

/**
 * The text a money field shows for a saved amount, `parseMoney`'s inverse: "250.50", "250" for whole amounts, ""
 * for none. No grouping, so a number input holds it and an edit starts from plain digits.
 */
export const moneyFieldText = (cents: number | null | undefined) =>
  cents === null || cents === undefined
    ? ''
    : cents % 100 === 0
      ? String(cents / 100)
      : `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;

/** Basis points as a percentage: 800 → "8%", 1250 → "12.5%". */
export const formatBps = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

type TRangeNote = {
  cents: number | null;
  min: number | null;
  max: number | null;
  currency: string;
  /** A brand's offer is noted under the range's lowest rate, a creator's ask over its highest. */
  side: 'offer' | 'ask';
};

/**
 * The note beside an amount outside a campaign's rate range, which guides but does not bind (decisions, "Quality,
 * session 20 — money inputs"): null inside the range, without an amount, or on the side the range does not limit.
 */
export const rateRangeNote = ({ cents, min, max, currency, side }: TRangeNote): string | null => {
  if (!cents) return null;
  const range = (bound: string, amount: number) =>
    min !== null && max !== null
      ? `range of ${formatMoneyRange(min, max, currency)}`
      : `${bound} ${formatMoney(amount, currency)}`;
  if (side === 'offer' && min !== null && cents < min)
    return `This is under the campaign’s ${range('lowest rate,', min)}. The creator may decline or counter; you can still send it.`;
  if (side === 'ask' && max !== null && cents > max)
    return `This is over the campaign’s ${range('highest rate,', max)}. The brand may offer less; you can still send it.`;
  return null;
};
