import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';
import { showSnackbar } from './stores/snackbar-store';

/** Where a form shows errors that belong to no single field. */
export const FORM_ROOT_ERROR = 'root.server';

/** A readable sentence for any thrown value. */
export const errorMessage = (error: unknown): string => {
  if (isApiError(error)) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
};

type ReportOptions<T extends FieldValues> = {
  /** react-hook-form's setError: known field errors go onto the fields, the rest to `root.server`. */
  setError?: UseFormSetError<T>;
  /**
   * The form's field names; an API error on a name below one (`items.0.quantity` under `items`) lands on that
   * nested field. API field errors for other names are shown with the form-level error.
   */
  fields?: readonly Path<T>[];
  /** API field names the form calls differently, e.g. `{ amount_cents: 'amount' }` for a dollars field. */
  aliases?: Readonly<Record<string, Path<T>>>;
};

/** The form's name for an API field name: its alias (the first segment is looked up, nested paths keep the rest). */
const formName = (apiName: string, aliases: Readonly<Record<string, string>>) => {
  if (aliases[apiName]) return aliases[apiName];
  const [head = '', ...rest] = apiName.split('.');
  return aliases[head] ? [aliases[head], ...rest].join('.') : apiName;
};

/**
 * The one place that turns an API error body into form field errors or a snackbar (STYLE §7).
 * Without a form the error becomes an error snackbar. Returns the form fields that received an error (a wizard uses
 * them to open the step that holds the first).
 */
export const reportApiError = <T extends FieldValues>(
  error: unknown,
  { setError, fields = [], aliases = {} }: ReportOptions<T> = {},
) => {
  if (!setError) {
    showSnackbar({ variant: 'error', message: errorMessage(error) });
    return [];
  }
  const leftovers: string[] = [];
  const placedOn: Path<T>[] = [];
  const known = (name: string) => (fields as readonly string[]).some((f) => name === f || name.startsWith(`${f}.`));
  if (isApiError(error)) {
    for (const [apiName, messages] of Object.entries(error.fields)) {
      const name = formName(apiName, aliases);
      if (known(name)) {
        const message = messages.join(' ');
        setError(name as Path<T>, { type: 'server', message }, { shouldFocus: placedOn.length === 0 });
        placedOn.push(name as Path<T>);
      } else {
        leftovers.push(...messages);
      }
    }
  }
  if (placedOn.length === 0 || leftovers.length > 0) {
    const message = leftovers.length > 0 && placedOn.length > 0 ? leftovers.join(' ') : errorMessage(error);
    setError(FORM_ROOT_ERROR as Path<T>, { type: 'server', message });
  }
  return placedOn;
};
