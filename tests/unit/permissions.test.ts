import { describe, expect, it } from 'vitest';
import { PERMISSION_FEATURE, can } from '../../worker/schemas/permissions';
import { FEATURES } from '../../worker/schemas/subscription';

const subscription = (features: string[], id: string | null = 'sub-1') => ({
  id,
  allowed_features: Object.fromEntries(FEATURES.map((f) => [f, features.includes(f)])),
});

describe('can(user, permission, subscription)', () => {
  it('grants a strategist exactly search filters, add to campaign, new campaign and content', () => {
    const strategist = { profile_of: 'Strategist' as const };
    const granted = Object.keys(PERMISSION_FEATURE).filter((p) => can(strategist, p, null));
    expect(granted.sort()).toEqual(['ADD_TO_CAMPAIGN', 'CONTENT', 'NEW_CAMPAIGN', 'SEARCH_FILTERS']);
  });

  it('grants a brand user a permission only when the subscription has an id and enables the mapped feature', () => {
    const brand = { profile_of: 'Brand' as const };
    expect(can(brand, 'METRICS_REPORT', subscription(['Campaign Metrics Report']))).toBe(true);
    expect(can(brand, 'METRICS_REPORT', subscription(['Campaign Creation']))).toBe(false);
    expect(can(brand, 'METRICS_REPORT', subscription(['Campaign Metrics Report'], null))).toBe(false);
    expect(can(brand, 'METRICS_REPORT', null)).toBe(false);
    expect(can(brand, 'SAVE_CREATORS', subscription(['Save Creators']))).toBe(true);
  });

  it('maps all 17 permissions onto the 17 features, one to one', () => {
    expect(new Set(Object.values(PERMISSION_FEATURE))).toEqual(new Set(FEATURES));
  });

  it('denies unknown permissions to everyone', () => {
    expect(can({ profile_of: 'Strategist' }, 'DELETE_EVERYTHING', null)).toBe(false);
    expect(can({ profile_of: 'Brand' }, 'toString', subscription([...FEATURES]))).toBe(false);
  });
});
