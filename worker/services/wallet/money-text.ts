/** Cents as a sentence-ready amount, e.g. 1_200_000 → "$12,000.00" (error messages name the figures). */
export const formatCents = (cents: number, currency = 'USD') =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency });
