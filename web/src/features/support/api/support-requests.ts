import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNewSupportRequest } from '@schemas/support';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { supportKeys } from './support-keys';

/** Where a person's requests live: the brand's (`/brand/support/`, spec §7) or their own (`/support/requests/`). */
export type SupportScope = 'brand' | 'own';

/** `GET` the scope's requests with their answers. */
const getSupportRequests = (scope: SupportScope) =>
  scope === 'brand' ? api.get('/brand/support/') : api.get('/support/requests/');

const supportRequestsQueryOptions = (scope: SupportScope) =>
  queryOptions({ queryKey: supportKeys.requests(scope), queryFn: () => getSupportRequests(scope) });

export const useSupportRequests = (scope: SupportScope) => useQuery(supportRequestsQueryOptions(scope));

/** `POST` a new request (subject, message, optional uploaded attachment). */
const createSupportRequest = (scope: SupportScope, body: TNewSupportRequest) =>
  scope === 'brand' ? api.post('/brand/support/', body) : api.post('/support/requests/', body);

export const useCreateSupportRequest = (scope: SupportScope) =>
  useRefreshingMutation((body: TNewSupportRequest) => createSupportRequest(scope, body), [supportKeys.requests(scope)]);
