import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** `GET /api/staff/operations/outbox/` — events not yet handed to the queue. */
export const useOutboxStatus = () =>
  useQuery({
    queryKey: staffKeys.outbox(),
    queryFn: () => api.get('/staff/operations/outbox/'),
  });

export type DeadLetterState = 'open' | 'resent';

/** `GET /api/staff/operations/dead-letters/?state=` — messages that exhausted their retries. */
export const useDeadLetters = (state: DeadLetterState) =>
  useQuery({
    queryKey: staffKeys.deadLetters(state),
    queryFn: () => api.get('/staff/operations/dead-letters/', { query: { state } }),
  });

/** `GET /api/staff/operations/scheduled-runs/` — each job's last runs. */
export const useScheduledJobs = () =>
  useQuery({
    queryKey: staffKeys.scheduledRuns(),
    queryFn: () => api.get('/staff/operations/scheduled-runs/'),
  });

/** `POST /api/staff/operations/dead-letters/{id}/resend/`. */
export const useResendDeadLetter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/staff/operations/dead-letters/:id/resend/', undefined, { param: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.operations() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.auditLogs() }),
      ]),
  });
};
