import { z } from 'zod';
import { parseMoney } from './format';

/**
 * A dollars-and-cents text field ("1,250.50") read as cents, then checked by the API's own cents schema,
 * so a form shows the worker's messages for the limits and its own for text that is no amount at all.
 */
export const zMoneyText = (cents: z.ZodType<number, number>, notAnAmount: string) =>
  z
    .string()
    .transform((text, ctx) => {
      const parsed = parseMoney(text);
      if (parsed === null) ctx.addIssue({ code: 'custom', message: notAnAmount });
      return parsed ?? 0;
    })
    .pipe(cents);
