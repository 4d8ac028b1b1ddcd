import type { Context } from 'hono';
import type { AppEnv } from './context';

export const clientInfo = (c: Context<AppEnv>) => ({
  userAgent: c.req.header('user-agent') ?? null,
  ip: c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? null,
});

/** Base URL for links in e-mails: the configured public URL in production, the serving origin elsewhere. */
export const publicOrigin = (c: Context<AppEnv>) =>
  c.env.APP_ENV === 'production' ? c.env.PUBLIC_URL : new URL(c.req.url).origin;
