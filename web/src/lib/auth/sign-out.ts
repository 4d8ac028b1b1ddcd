import { CLIENT_COOKIES, STORAGE_KEYS } from '../../config/constants';
import { paths } from '../../config/paths';
import { api } from '../api-client';
import { deleteCookie } from '../cookies';
import { navigateTo } from '../navigation';
import { clearQueryCache } from '../query-cache-reset';
import { browserStorage } from '../storage';
import { authStore } from '../stores/auth-store';
import { brandStore } from '../stores/brand-store';
import { showSnackbar, snackbarStore } from '../stores/snackbar-store';

/**
 * Spec §4: reset all stored state, clear the query cache, delete the cookies the page can delete
 * (`csrftoken`, `remember_me`; the HttpOnly session cookie is cleared by the logout call) and remove the
 * internal tour marker.
 */
const clearClientState = () => {
  authStore.getState().reset();
  brandStore.getState().reset();
  snackbarStore.getState().clear();
  clearQueryCache();
  for (const name of CLIENT_COOKIES) deleteCookie(name);
  browserStorage().removeItem(STORAGE_KEYS.internalTour);
  browserStorage('session').removeItem(STORAGE_KEYS.unsavedCampaign);
};

let signingOut = false;

type SignOutOptions = {
  /** Tell the server (revokes the session, clears the HttpOnly cookie). False when it already answered 401. */
  callServer?: boolean;
  /** Where to go afterwards; `null` stays on the current page. Default `/` (spec §4). */
  redirectTo?: string | null;
  /** An info snackbar shown after signing out. */
  notice?: string;
};

export const signOut = async ({ callServer = true, redirectTo = paths.landing.path, notice }: SignOutOptions = {}) => {
  if (signingOut) return;
  signingOut = true;
  try {
    if (callServer) await api.post('/auth/logout/', undefined, { allowUnauthenticated: true }).catch(() => undefined);
    clearClientState();
    if (redirectTo !== null) navigateTo(redirectTo, { replace: true });
    if (notice) showSnackbar({ variant: 'info', message: notice });
  } finally {
    signingOut = false;
  }
};
