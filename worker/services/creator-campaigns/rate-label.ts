/** An amount in the campaign's currency as a notification says it ("$1,250.00"). */
export const rateLabel = (currency: string, cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
