import { setApiEventHandlers } from '@/lib/api-client';
import { suspendedPathFor } from '@/lib/auth/home-path';
import { signOut } from '@/lib/auth/sign-out';
import { navigateTo } from '@/lib/navigation';
import { authStore } from '@/lib/stores/auth-store';

/** What the API client does app-wide on 401 and on `account_suspended` (spec §4, §8). */
export const configureApiEvents = () =>
  setApiEventHandlers({
    onUnauthorized: () => {
      const wasSignedIn = authStore.getState().status === 'authenticated';
      // The session is already gone on the server, so there is nothing to log out of there.
      void signOut({
        callServer: false,
        notice: wasSignedIn ? 'Your session has ended. Please sign in again.' : undefined,
      });
    },
    onSuspended: () => {
      const { user, setStatus } = authStore.getState();
      if (!user) return;
      setStatus('SUSPENDED');
      navigateTo(suspendedPathFor(user), { replace: true });
    },
  });
