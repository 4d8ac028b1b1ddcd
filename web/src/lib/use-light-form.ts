import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { FORM_ROOT_ERROR } from './form-errors';

type FieldMessage = { message: string };
export type LightFormErrors<V> = { [K in keyof V]?: FieldMessage } & {
  root?: { server?: FieldMessage; message?: string };
};
type Check<V> = (values: V) => { values: V; errors: Partial<Record<keyof V, string>> };

type LightFormOptions<V> = { defaultValues: V; check: Check<V> };

const toFieldErrors = <V>(errors: Partial<Record<keyof V, string>>): LightFormErrors<V> =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { message }])) as LightFormErrors<V>;

/**
 * A small form state for the public pages (sign-in, sign-up, password reset), which must not load react-hook-form and
 * zod before first paint. It behaves like react-hook-form's defaults there: checks on submit, then re-checks a field as
 * it changes; focuses the first field with an error; `setError` has react-hook-form's signature so `reportApiError`
 * places API errors the same way.
 */
export const useLightForm = <V extends FieldValues>({ defaultValues, check }: LightFormOptions<V>) => {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<LightFormErrors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  const focus = (name: string) => inputs.current.get(name)?.focus();

  const setError = ((name, error, options) => {
    const message = error.message ?? '';
    if (name === FORM_ROOT_ERROR) setErrors((current) => ({ ...current, root: { server: { message } } }));
    else setErrors((current) => ({ ...current, [name]: { message } }));
    if (options?.shouldFocus) focus(name);
  }) as UseFormSetError<V>;

  const register = (name: keyof V & string) => {
    const current = values[name];
    return {
      name,
      ref: (input: HTMLInputElement | null) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
      ...(typeof current === 'boolean' ? { checked: current } : { value: current as string }),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = typeof current === 'boolean' ? event.target.checked : event.target.value;
        const next = { ...values, [name]: value };
        setValues(next);
        if (!submitted.current) return;
        const message = check(next).errors[name];
        setErrors((existing) => ({ ...existing, [name]: message ? { message } : undefined }));
      },
    };
  };

  const handleSubmit = (onValid: (checked: V) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const result = check(values);
    const invalid = Object.keys(result.errors);
    setErrors(toFieldErrors(result.errors));
    if (invalid.length > 0) {
      const first = [...inputs.current.keys()].find((name) => invalid.includes(name));
      if (first) focus(first);
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  return { register, handleSubmit, setError, errors, isSubmitting };
};
