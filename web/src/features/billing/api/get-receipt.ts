import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** `GET /api/payment/brand/invoices/{id}/` — one invoice for the printable receipt. */
const getReceipt = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  api.get('/payment/brand/invoices/:id/', { param: { id }, signal });

const receiptQueryOptions = (id: string) =>
  queryOptions({
    queryKey: billingKeys.receipt(id),
    queryFn: ({ signal }) => getReceipt({ id, signal }),
  });

export const useReceipt = (id: string) => useQuery(receiptQueryOptions(id));
