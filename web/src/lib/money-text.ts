import { z } from 'zod';
import { hasTooManyDecimals, parseMoney } from './format';

/** What every money field says to "12.345": the amount is not rounded behind the user's back. */
const TOO_MANY_DECIMALS = 'Use at most two decimals (cents), e.g. 12.35.';

/**
 * Why a typed amount cannot be read, or null when it can ("" is no amount): the decimals get their own message,
 * anything else `notAnAmount`. For forms that check their money fields by hand rather than through `zMoneyText`.
 */
export const moneyTextProblem = (text: string, notAnAmount: string): string | null =>
  text.trim() === '' || parseMoney(text) !== null ? null : hasTooManyDecimals(text) ? TOO_MANY_DECIMALS : notAnAmount;

/** Reads a field's text as cents, or adds the issue that says why it cannot (`parseMoney`'s null). */
const readCents = (notAnAmount: string) => (text: string, ctx: z.RefinementCtx<string>) => {
  const parsed = parseMoney(text);
  if (parsed === null)
    ctx.addIssue({ code: 'custom', message: hasTooManyDecimals(text) ? TOO_MANY_DECIMALS : notAnAmount });
  return parsed ?? 0;
};

/**
 * A dollars-and-cents text field ("1,250.50") read as cents, then checked by the API's own cents schema,
 * so a form shows the worker's messages for the limits and its own for text that is no amount at all.
 */
export const zMoneyText = (cents: z.ZodType<number, number>, notAnAmount: string) =>
  z.string().transform(readCents(notAnAmount)).pipe(cents);

/** The same for an optional amount: an empty field is null. */
export const zOptionalMoneyText = (cents: z.ZodType<number, number>, notAnAmount: string) =>
  z
    .string()
    .transform((text, ctx) => (text.trim() === '' ? null : readCents(notAnAmount)(text, ctx)))
    .pipe(cents.nullable());
