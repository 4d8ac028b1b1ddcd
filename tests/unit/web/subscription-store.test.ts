import { describe, expect, it, vi } from 'vitest';
import type { TSubscription } from '../../../worker/schemas/subscription';
import {
  createBrandStore,
  DEFAULT_SUBSCRIPTION,
  needsSubscriptionRefetch,
  subscriptionStorageKey,
} from '../../../web/src/lib/stores/brand-store';
import type { KeyValueStorage } from '../../../web/src/lib/storage';

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const SUBSCRIPTION: TSubscription = {
  id: 'sub-1',
  name: 'Growth',
  membership_tier: 'growth',
  allowed_features: { 'Campaign Creation': true },
  total_creator_spend_available: 50_000,
  total_pending_payments: 12_000,
  has_bought_creator_spend: true,
  currency: 'USD',
  status: 'active',
  billing_period: 'month',
  current_period_end: '2026-12-01T00:00:00.000Z',
  cancel_at_period_end: false,
  grace_until: null,
};

const brand = { profile_of: 'Brand' as const, brand: { id: 'brand-1' } };
const strategist = { profile_of: 'Strategist' as const, brand: null };

const setup = (start = 1_000_000) => {
  let now = start;
  const storage = memoryStorage();
  const store = createBrandStore({ storage, now: () => now });
  const fetcher = vi.fn(async () => SUBSCRIPTION);
  return { store, storage, fetcher, tick: (ms: number) => (now += ms) };
};

describe('needsSubscriptionRefetch', () => {
  it('is true for a Brand without an id or a check', () => {
    expect(needsSubscriptionRefetch(brand, { id: null, lastChecked: null }, 0)).toBe(true);
    expect(needsSubscriptionRefetch(brand, { id: null, lastChecked: 5 }, 10)).toBe(true);
  });

  it('is true only when older than 600,000 ms', () => {
    expect(needsSubscriptionRefetch(brand, { id: 's', lastChecked: 0 }, 600_000)).toBe(false);
    expect(needsSubscriptionRefetch(brand, { id: 's', lastChecked: 0 }, 600_001)).toBe(true);
  });

  it('is never true for other roles or signed-out users', () => {
    expect(needsSubscriptionRefetch(strategist, { id: null, lastChecked: null }, 0)).toBe(false);
    expect(needsSubscriptionRefetch({ profile_of: 'Influencer' }, { id: null, lastChecked: null }, 0)).toBe(false);
    expect(needsSubscriptionRefetch(null, { id: null, lastChecked: null }, 0)).toBe(false);
  });
});

describe('brand store subscription', () => {
  it('starts empty and not loaded', () => {
    const { store } = setup();
    expect(store.getState().subscription).toEqual(DEFAULT_SUBSCRIPTION);
    expect(DEFAULT_SUBSCRIPTION).toMatchObject({
      total_creator_spend_available: 0,
      total_pending_payments: 0,
      has_bought_creator_spend: false,
      isLoaded: false,
    });
  });

  it('refetch fills the record, stamps lastChecked, marks it loaded and persists under the brand key', async () => {
    const { store, storage, fetcher } = setup();
    store.getState().loadSubscriptionOf('brand-1');
    await store.getState().refetchSubscription({ user: brand, fetcher });
    expect(fetcher).toHaveBeenCalledOnce();
    expect(store.getState().subscription).toMatchObject({ ...SUBSCRIPTION, lastChecked: 1_000_000, isLoaded: true });
    expect(JSON.parse(storage.data.get(subscriptionStorageKey('brand-1'))!)).toMatchObject({ id: 'sub-1' });
  });

  it('does not refetch within 10 minutes, does after', async () => {
    const { store, fetcher, tick } = setup();
    store.getState().loadSubscriptionOf('brand-1');
    await store.getState().refetchSubscription({ user: brand, fetcher });
    tick(600_000);
    await store.getState().refetchSubscription({ user: brand, fetcher });
    expect(fetcher).toHaveBeenCalledTimes(1);
    tick(1);
    await store.getState().refetchSubscription({ user: brand, fetcher });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('reuses a fresh persisted record after a reload', async () => {
    const { store, storage, fetcher } = setup();
    storage.setItem(subscriptionStorageKey('brand-1'), JSON.stringify({ ...SUBSCRIPTION, lastChecked: 999_000 }));
    store.getState().loadSubscriptionOf('brand-1');
    await store.getState().refetchSubscription({ user: brand, fetcher });
    expect(fetcher).not.toHaveBeenCalled();
    expect(store.getState().subscription).toMatchObject({ id: 'sub-1', isLoaded: true });
  });

  it('for a Strategist only marks it loaded and fetches nothing', async () => {
    const { store, fetcher } = setup();
    await store.getState().refetchSubscription({ user: strategist, fetcher });
    expect(fetcher).not.toHaveBeenCalled();
    expect(store.getState().subscription).toEqual({ ...DEFAULT_SUBSCRIPTION, isLoaded: true });
  });

  it('addFunds raises total_creator_spend_available', async () => {
    const { store, fetcher } = setup();
    store.getState().loadSubscriptionOf('brand-1');
    await store.getState().refetchSubscription({ user: brand, fetcher });
    store.getState().addFunds(2_500);
    expect(store.getState().subscription.total_creator_spend_available).toBe(52_500);
  });

  it('reset restores the default and forgets the persisted copy', async () => {
    const { store, storage, fetcher } = setup();
    store.getState().loadSubscriptionOf('brand-1');
    await store.getState().refetchSubscription({ user: brand, fetcher });
    store.getState().resetSubscription();
    expect(store.getState().subscription).toEqual(DEFAULT_SUBSCRIPTION);
    expect(storage.data.has(subscriptionStorageKey('brand-1'))).toBe(false);
  });

  it('drops an answer that arrives after sign-out', async () => {
    const { store, fetcher } = setup();
    store.getState().loadSubscriptionOf('brand-1');
    const pending = store.getState().refetchSubscription({ user: brand, fetcher });
    store.getState().reset();
    await pending;
    expect(store.getState().subscription).toEqual(DEFAULT_SUBSCRIPTION);
  });

  it('sets and resets the brand owner', () => {
    const { store } = setup();
    store.getState().setBrandOwner({ id: 'owner-1' });
    expect(store.getState().brandOwner).toEqual({ id: 'owner-1' });
    store.getState().resetBrandOwner();
    expect(store.getState().brandOwner).toBeNull();
  });
});
