/**
 * Lets code outside React (the API client, sign-out) navigate through the router once the app registers it.
 * Before that (or on the standalone landing page) it falls back to a full page load.
 */
type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

export const registerNavigator = (next: Navigator | null) => {
  navigator = next;
};

export const navigateTo = (to: string, options?: { replace?: boolean }) => {
  if (navigator) return navigator(to, options);
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};
