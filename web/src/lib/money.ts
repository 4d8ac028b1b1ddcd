/** The one money display layer (STYLE 13): integer cents in, a localised amount out. */
export const formatCents = (cents: number, currency = 'USD', { whole = false }: { whole?: boolean } = {}) =>
  (cents / 100).toLocaleString(undefined, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });

/** A typed dollar amount ("1,250.50", "$80") as integer cents, or null when it is not an amount. */
export const parseDollarsToCents = (input: string): number | null => {
  const cleaned = input.replace(/[\s,$]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Basis points as a percentage, e.g. 800 → "8%", 1250 → "12.5%". */
export const formatBps = (bps: number) => `${(bps / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })}%`;
