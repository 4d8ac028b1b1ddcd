import { ZPlatform, type TPlatform } from '../../schemas/social';

const PREFIX = 'sbx_';
const encoder = new TextEncoder();

const toBase64Url = (s: string) =>
  btoa(String.fromCharCode(...encoder.encode(s)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const fromBase64Url = (s: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(s.replaceAll('-', '+').replaceAll('_', '/')), (ch) => ch.charCodeAt(0)),
  );

/** Sandbox account ids name their owner, platform and handle, like a provider that remembers what it connected. */
export const sandboxAccountId = ({
  userId,
  platform,
  handle,
}: {
  userId: string;
  platform: TPlatform;
  handle: string;
}) => PREFIX + toBase64Url(JSON.stringify([userId, platform, handle]));

export const parseSandboxAccountId = (accountId: string) => {
  if (!accountId.startsWith(PREFIX)) return null;
  try {
    const [userId, platform, handle] = JSON.parse(fromBase64Url(accountId.slice(PREFIX.length))) as unknown[];
    const parsed = ZPlatform.safeParse(platform);
    if (typeof userId !== 'string' || typeof handle !== 'string' || !parsed.success) return null;
    return { userId, platform: parsed.data, handle };
  } catch {
    return null;
  }
};
