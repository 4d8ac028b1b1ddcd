import { useEffect } from 'react';
import { activateWaitingWorker } from '@/lib/pwa/register-service-worker';
import { usePwaStore } from '@/lib/stores/pwa-store';
import { snackbarStore } from '@/lib/stores/snackbar-store';

/** Offers "Reload" when a new service worker is waiting; it takes control and the page reloads once. */
export const useUpdateNotice = () => {
  const waiting = usePwaStore((state) => state.waitingWorker);
  useEffect(() => {
    if (!waiting) return;
    const id = snackbarStore.getState().show({
      variant: 'info',
      message: 'A new version of Social Loop is ready.',
      buttonLabel: 'Reload',
      buttonAction: activateWaitingWorker,
      duration: 0,
    });
    return () => snackbarStore.getState().remove(id);
  }, [waiting]);
};
