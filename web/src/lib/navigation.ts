/**
 * Navigation without importing the router: code outside React (the API client, sign-out) and the pages that also boot
 * without the router (the landing and the public pages, app/public-entry.tsx) navigate through whichever navigator the
 * running entry registered — the router's, or the public pages' own. Before that it falls back to a full page load.
 */
export type NavigateOptions = { replace?: boolean; state?: unknown };
type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

export const registerNavigator = (next: Navigator | null) => {
  navigator = next;
};

/** True when an entry handles navigations itself (an in-page link should not reload the page). */
export const hasNavigator = () => navigator !== null;

/** A full page load of `to` (navigation state does not survive it). */
export const loadPage = (to: string, options?: NavigateOptions) => {
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export const navigateTo = (to: string, options?: NavigateOptions) => (navigator ?? loadPage)(to, options);
