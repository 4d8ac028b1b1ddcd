/** Money and billing dates, formatted in one place (STYLE §13). Amounts are integer minor units. */
export const formatCents = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

/** A calendar date in UTC ("Dec 25, 2026"): billing periods are UTC instants. */
export const formatBillingDate = (iso: string | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(iso),
      )
    : '—';

/** Basis points as a percentage ("8%", "12.5%"). */
export const formatBps = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** "Visa •••• 4242" from the provider's lower-case card brand. */
export const formatCard = (brand: string | null | undefined, last4: string) =>
  `${brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card'} •••• ${last4}`;
