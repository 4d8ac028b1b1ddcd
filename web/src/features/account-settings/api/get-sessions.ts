import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { accountSettingsKeys } from './account-settings-keys';

/** `GET /api/auth/sessions/` — the signed-in user's active sessions. */
export const useSessions = () => useQuery(apiQueryOptions(accountSettingsKeys.sessions(), '/auth/sessions/'));
