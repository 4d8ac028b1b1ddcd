import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export type QueueState = 'waiting' | 'rejected';

/** `GET /api/staff/creators/approval-queue/` — creators waiting for approval, or asked for changes. */
const getApprovalQueue = (state: QueueState) => api.get('/staff/creators/approval-queue/', { query: { state } });

const approvalQueueQueryOptions = (state: QueueState) =>
  queryOptions({ queryKey: staffKeys.approvalQueue(state), queryFn: () => getApprovalQueue(state) });

export const useApprovalQueue = (state: QueueState) => useQuery(approvalQueueQueryOptions(state));
