import type { ZodTypeAny } from 'zod';

/**
 * The problems the server would answer a search query with (400), found before sending it with the same schema,
 * keyed by the form's field names, so a bad range marks its field instead of failing the whole page.
 */
export const queryProblems = (
  schema: ZodTypeAny,
  query: unknown,
  fieldOf: Record<string, string> = {},
): Record<string, string> => {
  const parsed = schema.safeParse(query);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = fieldOf[key] ?? key;
    problems[field] ??= issue.message;
  }
  return problems;
};
