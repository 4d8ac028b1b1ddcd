import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

export const INVOICES_PAGE_SIZE = 10;

/** `GET /api/payment/brand/invoices/` — newest first, paginated. */
const getInvoices = ({ page, signal }: { page: number; signal?: AbortSignal }) =>
  api.get('/payment/brand/invoices/', { query: { page, page_size: INVOICES_PAGE_SIZE }, signal });

const invoicesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: billingKeys.invoicePage(page),
    queryFn: ({ signal }) => getInvoices({ page, signal }),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (
  page: number,
  options: { refetchInterval?: number | false | (() => number | false) } = {},
) => useQuery({ ...invoicesQueryOptions(page), ...options });
