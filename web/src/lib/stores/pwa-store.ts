import { createStore, useStore } from 'zustand';

/** The `beforeinstallprompt` event (not in the DOM typings). */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

export type PwaStore = {
  /** Set when the service worker could not be registered (spec §8). */
  registrationError: boolean;
  /** A captured install prompt, while the app can be installed. */
  installPrompt: InstallPromptEvent | null;
  /** A new service worker is installed and waiting to take over. */
  waitingWorker: ServiceWorker | null;
  setRegistrationError: (value: boolean) => void;
  setInstallPrompt: (event: InstallPromptEvent | null) => void;
  setWaitingWorker: (worker: ServiceWorker | null) => void;
};

export const pwaStore = createStore<PwaStore>()((set) => ({
  registrationError: false,
  installPrompt: null,
  waitingWorker: null,
  setRegistrationError: (registrationError) => set({ registrationError }),
  setInstallPrompt: (installPrompt) => set({ installPrompt }),
  setWaitingWorker: (waitingWorker) => set({ waitingWorker }),
}));

export const usePwaStore = <T>(selector: (state: PwaStore) => T): T => useStore(pwaStore, selector);
