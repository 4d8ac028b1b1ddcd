import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessage } from '@schemas/messaging';
import { api } from '@/lib/api-client';
import { messagesQueryOptions } from './get-messages';

export const sendMessage = ({ matchId, body }: { matchId: string; body: string }) => api.post<TMessage>(`/campaign-matches/${matchId}/messages/`, { body });

export const useSendMessage = (matchId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage({ matchId, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesQueryOptions(matchId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['messaging', 'threads'] });
    },
  });
};
