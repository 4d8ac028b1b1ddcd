import { pwaStore } from '../stores/pwa-store';

/**
 * Registers /sw.js (production builds only: in dev it would cache Vite's modules). When an updated worker
 * takes control the page reloads once; a waiting update is exposed in the PWA store so the shell can offer
 * "Reload". A failed registration sets `registrationError` (spec §8).
 */
export const registerServiceWorker = () => {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;

  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The very first install also fires this; only a replaced worker warrants a reload.
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });

  const watch = (registration: ServiceWorkerRegistration) => {
    if (registration.waiting && navigator.serviceWorker.controller)
      pwaStore.getState().setWaitingWorker(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller)
          pwaStore.getState().setWaitingWorker(worker);
      });
    });
  };

  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(watch)
      .catch((error: unknown) => {
        console.error('Service worker registration failed', error);
        pwaStore.getState().setRegistrationError(true);
      });

  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
};

/** Asks the waiting worker to take over; `controllerchange` then reloads the page. */
export const activateWaitingWorker = () => {
  pwaStore.getState().waitingWorker?.postMessage({ type: 'SKIP_WAITING' });
};
