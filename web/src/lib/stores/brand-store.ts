import { createStore, useStore } from 'zustand';
import type { TSubscription } from '@schemas/subscription';
import type { TUser } from '@schemas/user';
import { STORAGE_KEYS, SUBSCRIPTION_MAX_AGE_MS } from '../../config/constants';
import { browserStorage, readJson, writeJson, type KeyValueStorage } from '../storage';

/** The client-side subscription record of spec §3. */
export type SubscriptionRecord = {
  id: string | null;
  name: string | null;
  membership_tier: string | null;
  allowed_features: Record<string, boolean>;
  total_creator_spend_available: number;
  total_pending_payments: number;
  /** When the record was last fetched (ms since epoch). */
  lastChecked: number | null;
  has_bought_creator_spend: boolean;
  isLoaded: boolean;
  /** Currency of the money amounts (minor units), from the API. */
  currency: string | null;
  /** The plan's billing state (`past_due` after a failed renewal, with the end of its grace period). */
  status?: string | null;
  grace_until?: string | null;
};

export const DEFAULT_SUBSCRIPTION: Readonly<SubscriptionRecord> = Object.freeze({
  id: null,
  name: null,
  membership_tier: null,
  allowed_features: {},
  total_creator_spend_available: 0,
  total_pending_payments: 0,
  lastChecked: null,
  has_bought_creator_spend: false,
  isLoaded: false,
  currency: null,
});

type BrandOwner = { id: string } & Record<string, unknown>;
type SelectedCreator = Record<string, unknown> & { id?: string };
type SubscriptionUser = Pick<TUser, 'profile_of'> & { brand?: { id: string } | null };

export const subscriptionStorageKey = (brandId: string) => `${STORAGE_KEYS.subscriptionPrefix}${brandId}`;

/** Spec §9: refetch when older than 10 minutes or without an id — only for authenticated Brand users. */
export const needsSubscriptionRefetch = (
  user: SubscriptionUser | null | undefined,
  subscription: Pick<SubscriptionRecord, 'id' | 'lastChecked'>,
  now: number,
): boolean => {
  if (!user || user.profile_of !== 'Brand') return false;
  if (!subscription.id || subscription.lastChecked === null) return true;
  return now - subscription.lastChecked > SUBSCRIPTION_MAX_AGE_MS;
};

type BrandState = {
  selectedCreator: SelectedCreator | null;
  brandOwner: BrandOwner | null;
  subscription: SubscriptionRecord;
  /** The brand whose subscription is loaded (it picks the storage key). */
  subscriptionBrandId: string | null;
};

type BrandActions = {
  setSelectedCreator: (creator: SelectedCreator | null) => void;
  setBrandOwner: (owner: BrandOwner) => void;
  resetBrandOwner: () => void;
  /** Loads the persisted record of this brand (or the default) without fetching. */
  loadSubscriptionOf: (brandId: string | null) => void;
  refetchSubscription: (args: {
    user: SubscriptionUser | null;
    fetcher: () => Promise<TSubscription>;
    force?: boolean;
  }) => Promise<void>;
  addFunds: (amount: number) => void;
  resetSubscription: () => void;
  reset: () => void;
};

export type BrandStore = BrandState & BrandActions;

export const createBrandStore = ({
  storage = browserStorage(),
  now = Date.now,
}: { storage?: KeyValueStorage; now?: () => number } = {}) => {
  let inFlight: Promise<void> | null = null;

  return createStore<BrandStore>()((set, get) => {
    const saveSubscription = (subscription: SubscriptionRecord) => {
      const brandId = get().subscriptionBrandId;
      set({ subscription });
      if (brandId) writeJson(storage, subscriptionStorageKey(brandId), { ...subscription, isLoaded: false });
    };

    return {
      selectedCreator: null,
      brandOwner: null,
      subscription: { ...DEFAULT_SUBSCRIPTION },
      subscriptionBrandId: null,

      setSelectedCreator: (selectedCreator) => set({ selectedCreator }),
      setBrandOwner: (brandOwner) => set({ brandOwner }),
      resetBrandOwner: () => set({ brandOwner: null }),

      loadSubscriptionOf: (brandId) => {
        if (brandId === get().subscriptionBrandId) return;
        const stored = brandId ? readJson<SubscriptionRecord>(storage, subscriptionStorageKey(brandId)) : null;
        set({ subscriptionBrandId: brandId, subscription: { ...DEFAULT_SUBSCRIPTION, ...stored, isLoaded: false } });
      },

      refetchSubscription: async ({ user, fetcher, force = false }) => {
        const { subscription } = get();
        // Spec §4: for a Strategist a refetch only marks the record loaded and fetches nothing.
        if (!user || user.profile_of !== 'Brand') {
          if (user?.profile_of === 'Strategist' && !subscription.isLoaded)
            set({ subscription: { ...subscription, isLoaded: true } });
          return;
        }
        if (!force && !needsSubscriptionRefetch(user, subscription, now())) {
          if (!subscription.isLoaded) set({ subscription: { ...subscription, isLoaded: true } });
          return;
        }
        const brandId = get().subscriptionBrandId;
        inFlight ??= (async () => {
          try {
            const fetched = await fetcher();
            // Signed out or switched brand meanwhile: this answer belongs to someone else.
            if (get().subscriptionBrandId !== brandId) return;
            saveSubscription({ ...DEFAULT_SUBSCRIPTION, ...fetched, lastChecked: now(), isLoaded: true });
          } catch (error) {
            // Gated features stay denied rather than spinning forever; the caller decides how to report it.
            set({ subscription: { ...get().subscription, isLoaded: true } });
            throw error;
          } finally {
            inFlight = null;
          }
        })();
        return inFlight;
      },

      addFunds: (amount) => {
        const subscription = get().subscription;
        saveSubscription({
          ...subscription,
          total_creator_spend_available: subscription.total_creator_spend_available + amount,
        });
      },

      resetSubscription: () => {
        const brandId = get().subscriptionBrandId;
        if (brandId) storage.removeItem(subscriptionStorageKey(brandId));
        set({ subscription: { ...DEFAULT_SUBSCRIPTION } });
      },

      reset: () => {
        get().resetSubscription();
        set({ selectedCreator: null, brandOwner: null, subscriptionBrandId: null });
      },
    };
  });
};

export const brandStore = createBrandStore();

export const useBrandStore = <T>(selector: (state: BrandStore) => T): T => useStore(brandStore, selector);
