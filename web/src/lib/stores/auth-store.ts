import { createStore, useStore } from 'zustand';
import type { TUser, TUserStatus } from '@schemas/user';
import { ONBOARDING_TRIGGER_RESET_MS, STORAGE_KEYS } from '../../config/constants';
import { browserStorage, readJson, writeJson, type KeyValueStorage } from '../storage';

export type TSelectedBrand = { id: string; name: string };
/** `unknown` until the session has been restored from the cookie at start. */
type TAuthStatus = 'unknown' | 'authenticated' | 'anonymous';

export type AuthState = {
  status: TAuthStatus;
  /** The signed-in user (spec §3), as `GET /api/auth/me/` and login return it. */
  user: TUser | null;
  /** Bearer token from login; memory only — the HttpOnly session cookie carries auth across reloads. */
  token: string | null;
  /** Unread notification count shown in the bell. */
  notificationCount: number;
  /** Onboarding flags of the user's type (creator, brand or internal flags of spec §3). */
  onboarding: Record<string, boolean>;
  /** The managed brand a Strategist acts for; sent as `X-Selected-Brand`. Persisted. */
  selectedBrand: TSelectedBrand | null;
  /** Raised to (re)start an onboarding tour; drops back after 100 ms (spec §4). */
  onboardingTriggered: boolean;
};

type AuthActions = {
  setSession: (session: { user: TUser; token?: string | null }) => void;
  setAnonymous: () => void;
  updateUser: (patch: Partial<TUser>) => void;
  setStatus: (status: TUserStatus) => void;
  setOnboardingFlag: (flag: string, value: boolean) => void;
  setNotificationCount: (count: number) => void;
  selectBrand: (brand: TSelectedBrand | null) => void;
  triggerOnboarding: () => void;
  reset: () => void;
};

export type AuthStore = AuthState & AuthActions;

const initialState = (selectedBrand: TSelectedBrand | null = null): AuthState => ({
  status: 'unknown',
  user: null,
  token: null,
  notificationCount: 0,
  onboarding: {},
  selectedBrand,
  onboardingTriggered: false,
});

const onboardingFor = (user: TUser, storage: KeyValueStorage): Record<string, boolean> => {
  const flags = { ...user.onboarding };
  // The internal tour marker is also kept in localStorage (spec §3 "Internal onboarding").
  if (user.profile_of === 'Strategist' && storage.getItem(STORAGE_KEYS.internalTour) === 'true') {
    flags[STORAGE_KEYS.internalTour] = true;
  }
  return flags;
};

const createAuthStore = ({ storage = browserStorage() }: { storage?: KeyValueStorage } = {}) =>
  createStore<AuthStore>()((set, get) => ({
    ...initialState(readJson<TSelectedBrand>(storage, STORAGE_KEYS.selectedBrand)),

    setSession: ({ user, token }) => {
      const selected = get().selectedBrand;
      // A persisted brand is only kept while it is still one of this user's managed brands.
      const stillManaged = selected && user.managed_brands.some((brand) => brand.id === selected.id);
      if (selected && !stillManaged) storage.removeItem(STORAGE_KEYS.selectedBrand);
      set({
        status: 'authenticated',
        user,
        token: token === undefined ? get().token : token,
        notificationCount: user.notifications,
        onboarding: onboardingFor(user, storage),
        selectedBrand: stillManaged ? selected : null,
      });
    },

    setAnonymous: () => set({ ...initialState(get().selectedBrand), status: 'anonymous' }),

    updateUser: (patch) => {
      const user = get().user;
      if (user) set({ user: { ...user, ...patch } });
    },

    setStatus: (status) => {
      const { user, onboarding } = get();
      if (!user) return;
      // Spec §4: any status other than PENDING marks creator onboarding complete.
      const nextOnboarding =
        status !== 'PENDING' && user.profile_of === 'Influencer'
          ? { ...onboarding, onboarding_complete: true }
          : onboarding;
      set({ user: { ...user, status }, onboarding: nextOnboarding });
    },

    setOnboardingFlag: (flag, value) => {
      if (flag === STORAGE_KEYS.internalTour) storage.setItem(STORAGE_KEYS.internalTour, String(value));
      set({ onboarding: { ...get().onboarding, [flag]: value } });
    },

    setNotificationCount: (count) => set({ notificationCount: Math.max(0, count) }),

    selectBrand: (brand) => {
      if (brand) writeJson(storage, STORAGE_KEYS.selectedBrand, brand);
      else storage.removeItem(STORAGE_KEYS.selectedBrand);
      set({ selectedBrand: brand });
    },

    triggerOnboarding: () => {
      set({ onboardingTriggered: true });
      setTimeout(() => set({ onboardingTriggered: false }), ONBOARDING_TRIGGER_RESET_MS);
    },

    reset: () => {
      storage.removeItem(STORAGE_KEYS.selectedBrand);
      set({ ...initialState(), status: 'anonymous' });
    },
  }));

export const authStore = createAuthStore();

export const useAuthStore = <T>(selector: (state: AuthStore) => T): T => useStore(authStore, selector);
