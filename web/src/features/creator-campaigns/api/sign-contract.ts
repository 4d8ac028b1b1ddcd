import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorKeys } from '@/lib/queries/query-keys';

const signContract = ({ matchId, signature_name }: { matchId: string; signature_name: string }) =>
  api.post(
    '/influencer/campaign-matches/:id/sign-contract/',
    { signature_name, agree: true },
    { param: { id: matchId } },
  );

export const useSignContract = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.all }),
  });
};
