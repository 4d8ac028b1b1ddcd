import { useQuery } from '@tanstack/react-query';
import type { TUserStatus } from '@schemas/user';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { staffKeys } from './staff-keys';

/** `GET /api/staff/users/?q=&status=` — users by e-mail or name, and by status (`''`: any). */
export const useStaffUsers = (q: string, status: TUserStatus | '') =>
  useQuery(
    apiQueryOptions(staffKeys.userSearch(q, status), '/staff/users/', {
      query: { q: q || undefined, status: status || undefined },
    }),
  );

export type UserAction = 'suspend' | 'reactivate' | 'resend-activation';

/** `POST /api/staff/users/{id}/{suspend|reactivate|resend-activation}/`. */
const actOnUser = ({ id, action }: { id: string; action: UserAction }) => {
  const options = { param: { id } };
  if (action === 'suspend') return api.post('/staff/users/:id/suspend/', undefined, options);
  if (action === 'reactivate') return api.post('/staff/users/:id/reactivate/', undefined, options);
  return api.post('/staff/users/:id/resend-activation/', undefined, options);
};

export const useActOnUser = () => useRefreshingMutation(actOnUser, [staffKeys.users(), staffKeys.auditLogs()]);
