/**
 * The sign-in and sign-up rules as plain values (no zod): the web app's public pages check their forms with these
 * without loading zod (DESIGN §11 first paint); worker/schemas/auth.ts builds the server's schemas from them.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 80;
export const BRAND_NAME_MAX_LENGTH = 120;

/** The same pattern zod's `.email()` uses. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A new password mixes letters with numbers or symbols. */
export const isMixedPassword = (password: string) => /[A-Za-z]/.test(password) && /[^A-Za-z]/.test(password);
