import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** `GET /api/staff/users/?q=` — users by e-mail or name. */
const searchUsers = (q: string) => api.get('/staff/users/', { query: { q: q || undefined } });

const staffUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: staffKeys.userSearch(q), queryFn: () => searchUsers(q) });

export const useStaffUsers = (q: string) => useQuery(staffUsersQueryOptions(q));

export type UserAction = 'suspend' | 'reactivate' | 'resend-activation';

/** `POST /api/staff/users/{id}/{suspend|reactivate|resend-activation}/`. */
const actOnUser = ({ id, action }: { id: string; action: UserAction }) => {
  const options = { param: { id } };
  if (action === 'suspend') return api.post('/staff/users/:id/suspend/', undefined, options);
  if (action === 'reactivate') return api.post('/staff/users/:id/reactivate/', undefined, options);
  return api.post('/staff/users/:id/resend-activation/', undefined, options);
};

export const useActOnUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.users() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.auditLogs() }),
      ]),
  });
};
