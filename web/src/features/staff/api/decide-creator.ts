import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { staffKeys } from './staff-keys';

type Decision = { creatorId: string } & ({ decision: 'approve' } | { decision: 'reject'; reason: string });

/** `POST /api/staff/creators/{id}/approve/` or `…/reject/` (with the reason the creator is sent). */
const decideCreator = async (input: Decision) =>
  input.decision === 'approve'
    ? await api.post('/staff/creators/:creator_id/approve/', undefined, { param: { creator_id: input.creatorId } })
    : await api.post(
        '/staff/creators/:creator_id/reject/',
        { reason: input.reason },
        { param: { creator_id: input.creatorId } },
      );

export const useDecideCreator = () =>
  useRefreshingMutation(decideCreator, [staffKeys.approvalQueues(), staffKeys.auditLogs()]);
