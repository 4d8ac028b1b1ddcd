import { z } from 'zod';

/** A search parameter holding a comma-separated list (`status=pending,changes_requested`), each value parsed by `item`. */
export const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .max(200)
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
