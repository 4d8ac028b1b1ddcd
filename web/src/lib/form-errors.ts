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
  /** The form's field names; API field errors for other names are shown with the form-level error. */
  fields?: readonly Path<T>[];
  /** API field names the form calls differently, e.g. `{ amount_cents: 'amount' }` for a dollars field. */
  aliases?: Readonly<Record<string, Path<T>>>;
};

/**
 * The one place that turns an API error body into form field errors or a snackbar (STYLE §7).
 * Without a form the error becomes an error snackbar.
 */
export const reportApiError = <T extends FieldValues>(
  error: unknown,
  { setError, fields = [], aliases = {} }: ReportOptions<T> = {},
) => {
  if (!setError) {
    showSnackbar({ variant: 'error', message: errorMessage(error) });
    return;
  }
  const leftovers: string[] = [];
  let placed = 0;
  if (isApiError(error)) {
    for (const [apiName, messages] of Object.entries(error.fields)) {
      const name = aliases[apiName] ?? apiName;
      if ((fields as readonly string[]).includes(name)) {
        setError(name as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: placed === 0 });
        placed += 1;
      } else {
        leftovers.push(...messages);
      }
    }
  }
  if (placed === 0 || leftovers.length > 0) {
    const message = leftovers.length > 0 && placed > 0 ? leftovers.join(' ') : errorMessage(error);
    setError(FORM_ROOT_ERROR as Path<T>, { type: 'server', message });
  }
};
