type FieldErrors = Partial<Record<string, { message?: string } | undefined>>;

/**
 * The props a field component takes from its form: the registration (react-hook-form's or the public pages' light
 * form's) and the field's error message. `const field = bindField(form.register, errors)`, then
 * `<TextField label="…" {...field('name')} />`.
 */
export const bindField =
  <N extends string, R extends object>(register: (name: N) => R, errors: FieldErrors) =>
  (name: N) => ({ ...register(name), error: errors[name]?.message });
