import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { staffKeys } from './staff-keys';

/** `GET /api/staff/operations/outbox/` — events not yet handed to the queue. */
export const useOutboxStatus = () => useQuery(apiQueryOptions(staffKeys.outbox(), '/staff/operations/outbox/'));

export type DeadLetterState = 'open' | 'resent';

/** `GET /api/staff/operations/dead-letters/?state=` — messages that exhausted their retries. */
export const useDeadLetters = (state: DeadLetterState) =>
  useQuery(apiQueryOptions(staffKeys.deadLetters(state), '/staff/operations/dead-letters/', { query: { state } }));

/** `GET /api/staff/operations/scheduled-runs/` — each job's last runs. */
export const useScheduledJobs = () =>
  useQuery(apiQueryOptions(staffKeys.scheduledRuns(), '/staff/operations/scheduled-runs/'));

/** `POST /api/staff/operations/dead-letters/{id}/resend/`. */
export const useResendDeadLetter = () =>
  useRefreshingMutation(
    (id: string) => api.post('/staff/operations/dead-letters/:id/resend/', undefined, { param: { id } }),
    [staffKeys.operations(), staffKeys.auditLogs()],
  );
