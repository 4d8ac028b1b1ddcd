const encoder = new TextEncoder();
const keys = new Map<string, CryptoKey>();

/**
 * The HMAC-SHA256 key of `secret`, imported once per isolate: every authenticated request verifies its token with
 * it, and importing the key cost more than the verification itself. Secrets come from the Worker's environment, so
 * there are a handful (the JWT key, the webhook keys, a previous key while one rotates).
 */
export const hmacKey = async (secret: string) => {
  const known = keys.get(secret);
  if (known) return known;
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  keys.set(secret, key);
  return key;
};

/** HMAC-SHA256 of `payload` under `secret`, as raw bytes. */
export const hmac = async (secret: string, payload: string) =>
  new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)));

/** HMAC-SHA256 of `payload` under `secret`, as lowercase hex (how webhook providers sign). */
export const hmacHex = async (secret: string, payload: string) =>
  [...(await hmac(secret, payload))].map((b) => b.toString(16).padStart(2, '0')).join('');
