import {
  BRAND_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isMixedPassword,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@schemas/auth-rules';

/**
 * The public pages' form checks, without zod (it alone would double what sign-in loads before first paint): the
 * same rules and messages as the shared schemas in worker/schemas/auth.ts, which the server still applies. A unit
 * test compares both on the same inputs.
 */
export type CheckResult<V> = { values: V; errors: Partial<Record<keyof V, string>> };

/** zod's wording for a `.max()` the user can only reach by pasting. */
const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`;

const checkEmail = (raw: string): [string, string | undefined] => {
  const email = raw.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) return [email, 'Enter a valid e-mail address.'];
  return [email, email.length > EMAIL_MAX_LENGTH ? tooLong(EMAIL_MAX_LENGTH) : undefined];
};

const checkNewPassword = (password: string): string | undefined => {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return isMixedPassword(password) ? undefined : 'Mix letters with numbers or symbols.';
};

const checkRequired = (raw: string, max: number, missing: string): [string, string | undefined] => {
  const value = raw.trim();
  if (!value) return [value, missing];
  return [value, value.length > max ? tooLong(max) : undefined];
};

/** Drops the fields without an error. */
const only = <V>(errors: Partial<Record<keyof V, string | undefined>>) =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<Record<keyof V, string>>;

export type LoginValues = { email: string; password: string; remember_me: boolean };

/** ZLoginRequest. */
export const checkLogin = (input: LoginValues): CheckResult<LoginValues> => {
  const [email, emailError] = checkEmail(input.email);
  const passwordError = !input.password
    ? 'Enter your password.'
    : input.password.length > PASSWORD_MAX_LENGTH
      ? tooLong(PASSWORD_MAX_LENGTH)
      : undefined;
  return { values: { ...input, email }, errors: only<LoginValues>({ email: emailError, password: passwordError }) };
};

export type EmailValues = { email: string };

/** ZPasswordResetRequest. */
export const checkEmailOnly = (input: EmailValues): CheckResult<EmailValues> => {
  const [email, error] = checkEmail(input.email);
  return { values: { email }, errors: only<EmailValues>({ email: error }) };
};

export type SignupValues = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  brand_name: string;
  profile_of: 'Brand' | 'Influencer';
};

/** ZSignupRequest (a brand needs its name; a creator's brand name is ignored). */
export const checkSignup = (input: SignupValues): CheckResult<SignupValues> => {
  const [first_name, firstError] = checkRequired(input.first_name, NAME_MAX_LENGTH, 'Enter your first name.');
  const [last_name, lastError] = checkRequired(input.last_name, NAME_MAX_LENGTH, 'Enter your last name.');
  const [email, emailError] = checkEmail(input.email);
  const brand_name = input.brand_name.trim();
  const brandError =
    brand_name.length > BRAND_NAME_MAX_LENGTH
      ? tooLong(BRAND_NAME_MAX_LENGTH)
      : input.profile_of === 'Brand' && !brand_name
        ? 'Enter your brand name.'
        : undefined;
  return {
    values: { ...input, first_name, last_name, email, brand_name },
    errors: only<SignupValues>({
      first_name: firstError,
      last_name: lastError,
      email: emailError,
      password: checkNewPassword(input.password),
      brand_name: brandError,
    }),
  };
};

export type NewPasswordValues = { new_password: string; confirm_password: string };

/** ZNewPassword plus a repeat that must match. */
export const checkNewPasswordForm = (input: NewPasswordValues): CheckResult<NewPasswordValues> => {
  const confirmError = !input.confirm_password
    ? 'Repeat your new password.'
    : input.confirm_password !== input.new_password
      ? 'The passwords do not match.'
      : undefined;
  return {
    values: input,
    errors: only<NewPasswordValues>({
      new_password: checkNewPassword(input.new_password),
      confirm_password: confirmError,
    }),
  };
};
