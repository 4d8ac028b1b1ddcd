/** Billing and plans: queries and invalidations use these keys. */
export const billingKeys = {
  all: ['billing'] as const,
  summary: () => [...billingKeys.all, 'summary'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  quote: (plan: string, period: string) => [...billingKeys.all, 'quote', plan, period] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  invoicePage: (page: number) => [...billingKeys.invoices(), page] as const,
  receipt: (id: string) => [...billingKeys.invoices(), 'detail', id] as const,
};
