/**
 * PBKDF2-HMAC-SHA256 password hashes in the form `pbkdf2_sha256$<iterations>$<salt b64>$<hash b64>`.
 * Cloudflare's production runtime rejects PBKDF2 above 100,000 iterations (local workerd does not),
 * so that is both the target and the ceiling.
 */
export const PBKDF2_ITERATIONS = 100_000;

/** What every re-check of the signed-in person's password says when it is wrong (one wording everywhere). */
export const WRONG_PASSWORD = 'That password is not correct.';
const HASH_BYTES = 32;

const encoder = new TextEncoder();
const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

const derive = async (password: string, salt: BufferSource, iterations: number) => {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
};

export const hashPassword = async (password: string, iterations = PBKDF2_ITERATIONS) => {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `pbkdf2_sha256$${iterations}$${toB64(salt)}$${toB64(await derive(password, salt, iterations))}`;
};

const parsePasswordHash = (stored: string) => {
  const [algorithm, iterations, salt, hash] = stored.split('$');
  if (algorithm !== 'pbkdf2_sha256' || !iterations || !salt || !hash) return null;
  return { iterations: Number(iterations), salt: fromB64(salt), hash: fromB64(hash) };
};

export const timingSafeEqual = (a: Uint8Array, b: Uint8Array) => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
};

/** Returns whether the password matches and whether the stored hash should be re-hashed with current parameters. */
export const verifyPassword = async (password: string, stored: string) => {
  const parsed = parsePasswordHash(stored);
  if (!parsed || parsed.iterations > PBKDF2_ITERATIONS) return { ok: false, needsRehash: false };
  const ok = timingSafeEqual(await derive(password, parsed.salt, parsed.iterations), parsed.hash);
  return { ok, needsRehash: ok && parsed.iterations < PBKDF2_ITERATIONS };
};

/** A hash of nothing, checked when the e-mail is unknown so both failures take the same time. */
export const DUMMY_PASSWORD_HASH =
  'pbkdf2_sha256$100000$c2FsdHNhbHRzYWx0c2FsdA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
