/** Reads a cookie the page can see (never the HttpOnly session cookie). */
export const readCookie = (name: string): string | null => {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

/** Expires a readable cookie on the paths it is normally set on. */
export const deleteCookie = (name: string) => {
  if (typeof document === 'undefined') return;
  const expired = `${name}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
  document.cookie = `${expired}; path=/`;
  document.cookie = `${expired}; path=/api`;
};
