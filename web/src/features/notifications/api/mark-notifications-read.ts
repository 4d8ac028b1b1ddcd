import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';
import { notificationsQueryOptions } from './get-unread-notifications';

type MarkReadInput = { ids: string[] } | { all: true };

const markNotificationsRead = (input: MarkReadInput) => api.post('/notification/my/', input);

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }) => {
      authStore.getState().setNotificationCount(unread);
      void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey.slice(0, 2) });
    },
  });
};
