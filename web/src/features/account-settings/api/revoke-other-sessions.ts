import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { accountSettingsKeys } from './account-settings-keys';

/** `POST /api/auth/sessions/revoke-others/` — signs out every other device. */
const revokeOtherSessions = () => api.post('/auth/sessions/revoke-others/');

export const useRevokeOtherSessions = () =>
  useRefreshingMutation(revokeOtherSessions, [accountSettingsKeys.sessions()]);
