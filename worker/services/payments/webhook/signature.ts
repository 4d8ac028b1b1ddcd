import type { TErrorCode } from '../../../schemas/errors';
import { hmacHex } from '../../../lib/auth/hmac';
import { timingSafeEqual } from '../../../lib/auth/password';
import { AppError } from '../../../lib/errors';

/** Stripe's tolerance between the signed timestamp and now (DESIGN §12). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

/** `t=<unix>,v1=<hex>`: HMAC-SHA256 of `"{t}.{body}"`, exactly as Stripe signs. */
export const signPaymentPayload = async ({
  secret,
  body,
  timestamp = Math.floor(Date.now() / 1000),
}: {
  secret: string;
  body: string;
  timestamp?: number;
}) => `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;

const parseHeader = (header: string) => {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  return { timestamp, signatures };
};

const reject = (code: TErrorCode, detail: string) => new AppError(code, detail, { status: 400 });

/**
 * Verifies `Stripe-Signature` against every configured secret (a rotation lists two) and every `v1` in the
 * header: any pair may match. Then the timestamp must be within the tolerance, so a captured delivery cannot be
 * replayed later. Returns the secret that matched.
 */
export const verifyPaymentSignature = async ({
  header,
  body,
  secrets,
  nowSeconds = Math.floor(Date.now() / 1000),
}: {
  header: string | undefined;
  body: string;
  secrets: string[];
  nowSeconds?: number;
}) => {
  if (!header) throw reject('signature_missing', 'The Stripe-Signature header is missing.');
  const { timestamp, signatures } = parseHeader(header);
  if (timestamp === null || signatures.length === 0)
    throw reject(
      'signature_invalid',
      'The Stripe-Signature header needs a t= timestamp and at least one v1= signature.',
    );
  for (const secret of secrets) {
    const expected = encoder.encode(await hmacHex(secret, `${timestamp}.${body}`));
    if (signatures.some((s) => timingSafeEqual(encoder.encode(s), expected))) {
      if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
        throw reject(
          'signature_expired',
          `The signature timestamp is more than ${SIGNATURE_TOLERANCE_SECONDS} seconds from now.`,
        );
      }
      return secret;
    }
  }
  throw reject('signature_invalid', 'No signature in the Stripe-Signature header matches.');
};
