import { describe, expect, it } from 'vitest';
import { shortenNumber } from '../../../web/src/lib/number-shortener';

describe('shortenNumber', () => {
  it('shows numbers below 1,000 whole', () => {
    expect(shortenNumber(0)).toBe('0');
    expect(shortenNumber(7)).toBe('7');
    expect(shortenNumber(999)).toBe('999');
    expect(shortenNumber(12.6)).toBe('13');
  });

  it('uses one decimal and "k" from 1,000', () => {
    expect(shortenNumber(1_500)).toBe('1.5k');
    expect(shortenNumber(12_345)).toBe('12.3k');
    expect(shortenNumber(999_999)).toBe('999.9k');
  });

  it('uses one decimal and "m" from 1,000,000', () => {
    expect(shortenNumber(1_500_000)).toBe('1.5m');
    expect(shortenNumber(23_456_789)).toBe('23.4m');
  });

  it('drops a trailing ".0"', () => {
    expect(shortenNumber(1_000)).toBe('1k');
    expect(shortenNumber(1_049)).toBe('1k');
    expect(shortenNumber(2_000_000)).toBe('2m');
  });

  it('truncates rather than rounds, so it never overstates', () => {
    expect(shortenNumber(1_099)).toBe('1k');
    expect(shortenNumber(1_999_999)).toBe('1.9m');
  });

  it('keeps the sign and survives bad input', () => {
    expect(shortenNumber(-1_500)).toBe('-1.5k');
    expect(shortenNumber(Number.NaN)).toBe('0');
    expect(shortenNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
