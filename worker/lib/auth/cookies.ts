import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'session';
const CSRF_COOKIE = 'csrftoken';
const REMEMBER_COOKIE = 'remember_me';

/** Session cookie: HttpOnly, Secure, SameSite=Strict; a browser-session cookie unless remember-me was chosen. */
export const setSessionCookies = (
  c: Context,
  { token, csrf, maxAge }: { token: string; csrf: string; maxAge?: number },
) => {
  const base = { path: '/', secure: true, sameSite: 'Strict' as const, maxAge };
  setCookie(c, SESSION_COOKIE, token, { ...base, httpOnly: true });
  setCookie(c, CSRF_COOKIE, csrf, base);
  if (maxAge) setCookie(c, REMEMBER_COOKIE, '1', base);
  else deleteCookie(c, REMEMBER_COOKIE, { path: '/', secure: true });
};

export const clearSessionCookies = (c: Context) => {
  for (const name of [SESSION_COOKIE, CSRF_COOKIE, REMEMBER_COOKIE]) deleteCookie(c, name, { path: '/', secure: true });
};
