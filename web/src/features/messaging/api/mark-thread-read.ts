import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

export const markThreadRead = (matchId: string) =>
  api.post<{ last_read_at: string }>(`/campaign-matches/${matchId}/messages/read/`);

export const useMarkThreadRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.threads() }),
  });
};
