import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/queries/api-query';
import { refreshCurrentUser } from '@/lib/auth/session';
import { accountSettingsKeys } from './account-settings-keys';

/** `POST /api/account/password/` — other devices are signed out; a notice is e-mailed. */
const changePassword = (body: { current_password: string; new_password: string }) =>
  api.post('/account/password/', body);
export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** `PATCH /api/account/name/`. */
const changeName = (body: { first_name: string; last_name: string }) => api.patch('/account/name/', body);
export const useChangeName = () => useMutation({ mutationFn: changeName, onSuccess: () => refreshCurrentUser() });

/** `GET /api/account/email-preferences/` — notification e-mails on or off per kind. */
const emailPreferencesQueryOptions = () =>
  apiQueryOptions(accountSettingsKeys.emailPreferences(), '/account/email-preferences/');
export const useEmailPreferences = () => useQuery(emailPreferencesQueryOptions());

/** `PUT /api/account/email-preferences/`. */
export const useSaveEmailPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: Record<string, boolean>) => api.put('/account/email-preferences/', { email }),
    // The box flips at once; the server's answer (or a refetch after an error) settles it.
    onMutate: (email) =>
      queryClient.setQueryData(emailPreferencesQueryOptions().queryKey, (prev) =>
        prev ? { email: { ...prev.email, ...email } } : prev,
      ),
    onSuccess: (data) => queryClient.setQueryData(emailPreferencesQueryOptions().queryKey, data),
    onError: () => queryClient.invalidateQueries({ queryKey: emailPreferencesQueryOptions().queryKey }),
  });
};
