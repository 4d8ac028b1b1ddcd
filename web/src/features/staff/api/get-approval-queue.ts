import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { staffKeys } from './staff-keys';

export type QueueState = 'waiting' | 'rejected';

/** `GET /api/staff/creators/approval-queue/` — creators waiting for approval, or asked for changes. */
export const useApprovalQueue = (state: QueueState) =>
  useQuery(apiQueryOptions(staffKeys.approvalQueue(state), '/staff/creators/approval-queue/', { query: { state } }));
