import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { billingKeys } from './billing-keys';

export const INVOICES_PAGE_SIZE = 10;

/** `GET /api/payment/brand/invoices/` — newest first, paginated. */
export const useInvoices = (
  page: number,
  options: { refetchInterval?: number | false | (() => number | false) } = {},
) =>
  useQuery({
    ...apiQueryOptions(billingKeys.invoicePage(page), '/payment/brand/invoices/', {
      query: { page, page_size: INVOICES_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
    ...options,
  });
