/** An amount in minor units as the app shows money everywhere: whole amounts without cents, others with two. */
export const formatMoney = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

/** A typed amount ("1,250.50") in minor units, or null when it is not a number. */
export const parseMoney = (text: string) => {
  const value = Number(text.replace(/[\s,]/g, ''));
  return text.trim() === '' || !Number.isFinite(value) ? null : Math.round(value * 100);
};
