import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { creatorPaymentKeys } from '@/lib/queries/query-keys';

/** Refreshed every 10 s: releases and payouts land by webhook while the page is open. */
export const useCreatorPayments = () =>
  useQuery({ ...apiQueryOptions(creatorPaymentKeys.summary(), '/influencer/payments/'), refetchInterval: 10_000 });

/** The CSV export is a plain download link (the session cookie authenticates it). */
export const creatorPaymentsCsvUrl = () => apiUrl('/influencer/payments.csv');
