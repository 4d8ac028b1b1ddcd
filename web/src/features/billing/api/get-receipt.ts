import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { billingKeys } from './billing-keys';

/** `GET /api/payment/brand/invoices/{id}/` — one invoice for the printable receipt. */
export const useReceipt = (id: string) =>
  useQuery(apiQueryOptions(billingKeys.receipt(id), '/payment/brand/invoices/:id/', { param: { id } }));
