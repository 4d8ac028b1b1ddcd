import { z } from 'zod';

/** A list's page parameters, to spread into its query schema: 1-based `page`, `page_size` up to 100. */
export const pageFields = (pageSize = 20) => ({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(pageSize),
});

export const ZPageQuery = z.object(pageFields());
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const paginated = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export type TPaginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };
