import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { staffKeys } from './staff-keys';

/** `GET /api/staff/users/?q=` — users by e-mail or name. */
export const useStaffUsers = (q: string) =>
  useQuery(apiQueryOptions(staffKeys.userSearch(q), '/staff/users/', { query: { q: q || undefined } }));

export type UserAction = 'suspend' | 'reactivate' | 'resend-activation';

/** `POST /api/staff/users/{id}/{suspend|reactivate|resend-activation}/`. */
const actOnUser = ({ id, action }: { id: string; action: UserAction }) => {
  const options = { param: { id } };
  if (action === 'suspend') return api.post('/staff/users/:id/suspend/', undefined, options);
  if (action === 'reactivate') return api.post('/staff/users/:id/reactivate/', undefined, options);
  return api.post('/staff/users/:id/resend-activation/', undefined, options);
};

export const useActOnUser = () => useRefreshingMutation(actOnUser, [staffKeys.users(), staffKeys.auditLogs()]);
