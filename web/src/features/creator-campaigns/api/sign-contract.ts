import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { creatorKeys } from '@/lib/queries/query-keys';

const signContract = ({ matchId, signature_name }: { matchId: string; signature_name: string }) =>
  api.post(
    '/influencer/campaign-matches/:id/sign-contract/',
    { signature_name, agree: true },
    { param: { id: matchId } },
  );

export const useSignContract = () => useRefreshingMutation(signContract, [creatorKeys.all]);
