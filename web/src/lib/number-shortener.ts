/**
 * Spec §9: ≥ 1,000,000 → one decimal + "m", ≥ 1,000 → one decimal + "k".
 * Decisions: the decimal is truncated, not rounded (999,999 is "999.9k", never "1000k", and follower
 * counts are never overstated); a trailing ".0" is dropped ("1k", "2m", but "1.5k"); below 1,000 the
 * number is shown whole; negative numbers keep their sign.
 */
const withUnit = (value: number, divisor: number, unit: string) => {
  const tenths = Math.floor((value / divisor) * 10 + 1e-9);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${whole}${decimal ? `.${decimal}` : ''}${unit}`;
};

export const shortenNumber = (input: number): string => {
  if (!Number.isFinite(input)) return '0';
  const sign = input < 0 ? '-' : '';
  const value = Math.abs(input);
  if (value >= 1_000_000) return sign + withUnit(value, 1_000_000, 'm');
  if (value >= 1_000) return sign + withUnit(value, 1_000, 'k');
  return sign + String(Math.round(value));
};
