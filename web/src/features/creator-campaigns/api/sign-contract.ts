import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContract } from '@schemas/creator-matches';
import { api } from '@/lib/api-client';
import { creatorKeys } from '@/lib/queries/query-keys';

export const signContract = ({ matchId, signature_name }: { matchId: string; signature_name: string }) =>
  api.post<TContract>(`/influencer/campaign-matches/${matchId}/sign-contract/`, { signature_name, agree: true });

export const useSignContract = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.all }),
  });
};
