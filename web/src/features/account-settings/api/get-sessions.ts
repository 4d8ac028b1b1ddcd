import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountSettingsKeys } from './account-settings-keys';

/** `GET /api/auth/sessions/` — the signed-in user's active sessions. */
const getSessions = () => api.get('/auth/sessions/');

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountSettingsKeys.sessions(), queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
