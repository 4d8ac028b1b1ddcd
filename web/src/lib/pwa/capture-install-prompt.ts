import { pwaStore, type InstallPromptEvent } from '../stores/pwa-store';

/** Keeps the browser's install prompt for the install banner instead of letting the browser show its own. */
export const captureInstallPrompt = () => {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwaStore.getState().setInstallPrompt(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => pwaStore.getState().setInstallPrompt(null));
};
