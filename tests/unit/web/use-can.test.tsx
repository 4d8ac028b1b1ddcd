import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TUser } from '@schemas/user';
import { useCan } from '@/lib/auth/use-can';
import { authStore } from '@/lib/stores/auth-store';
import { brandStore, DEFAULT_SUBSCRIPTION } from '@/lib/stores/brand-store';

const subscription = (saveCreators: boolean, lastChecked: number) => ({
  ...DEFAULT_SUBSCRIPTION,
  id: 'sub-1',
  allowed_features: { 'Save Creators': saveCreators },
  lastChecked,
  isLoaded: true,
});

describe('useCan', () => {
  afterEach(() => {
    authStore.setState({ user: null });
    brandStore.getState().reset();
  });

  it('re-renders when the answer changes, not when the subscription record is only refreshed', () => {
    authStore.setState({ user: { profile_of: 'Brand' } as TUser });
    brandStore.setState({ subscription: subscription(true, 1) });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useCan('SAVE_CREATORS');
    });
    expect(result.current).toBe(true);
    const first = renders;

    act(() => brandStore.setState({ subscription: subscription(true, 2) }));
    expect(renders).toBe(first);

    act(() => brandStore.setState({ subscription: subscription(false, 3) }));
    expect(result.current).toBe(false);
    expect(renders).toBe(first + 1);
  });
});
