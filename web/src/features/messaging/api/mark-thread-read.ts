import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagingKeys } from './messaging-keys';

const markThreadRead = (matchId: string) =>
  api.post('/campaign-matches/:match_id/messages/read/', undefined, { param: { match_id: matchId } });

export const useMarkThreadRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagingKeys.threads() }),
  });
};
