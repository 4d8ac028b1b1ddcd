import { api } from '../api-client';
import { isApiError } from '../api-error';
import { authStore } from '../stores/auth-store';
import { showSnackbar } from '../stores/snackbar-store';

let restoring: Promise<void> | null = null;

/**
 * Restores the session from the HttpOnly cookie at start (`GET /api/auth/me/`). A 401 there simply means
 * "signed out" and never redirects. Runs once; later calls wait for the same request.
 */
export const restoreSession = (): Promise<void> => {
  if (authStore.getState().status !== 'unknown') return Promise.resolve();
  restoring ??= api
    .get('/auth/me/', { allowUnauthenticated: true })
    .then((user) => authStore.getState().setSession({ user }))
    .catch((error: unknown) => {
      authStore.getState().setAnonymous();
      if (isApiError(error) && error.status !== 401) {
        showSnackbar({ variant: 'warning', message: 'We could not check your session.', description: error.detail });
      }
    })
    .finally(() => {
      restoring = null;
    });
  return restoring;
};

/** Re-reads the signed-in user (after profile or e-mail changes). */
export const refreshCurrentUser = async () => {
  const user = await api.get('/auth/me/');
  authStore.getState().setSession({ user });
  return user;
};
