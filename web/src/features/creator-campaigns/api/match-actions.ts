import type { TMyMatchDetail } from '@schemas/creator-matches';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { creatorKeys } from '@/lib/queries/query-keys';

const acceptInvitation = ({
  matchId,
  message,
  proposed_rate_cents,
}: {
  matchId: string;
  message?: string;
  proposed_rate_cents?: number | null;
}) =>
  api.post(
    '/influencer/campaign-matches/:id/accept-invitation/',
    {
      message,
      proposed_rate_cents,
    },
    { param: { id: matchId } },
  );
const acceptOffer = (matchId: string) =>
  api.post('/influencer/campaign-matches/:id/accept-offer/', undefined, { param: { id: matchId } });
const counterOffer = ({ matchId, rate_cents, message }: { matchId: string; rate_cents: number; message: string }) =>
  api.post('/influencer/campaign-matches/:id/counter-offer/', { rate_cents, message }, { param: { id: matchId } });
const declineMatch = ({ matchId, reason }: { matchId: string; reason?: string }) =>
  api.post('/influencer/campaign-matches/:id/decline/', { reason }, { param: { id: matchId } });

/** A match moved: lists, counts, the dashboard and the match itself are stale. */
const useMatchMutation = <I>(fn: (input: I) => Promise<TMyMatchDetail>) => useRefreshingMutation(fn, [creatorKeys.all]);

export const useAcceptInvitation = () => useMatchMutation(acceptInvitation);
export const useAcceptOffer = () => useMatchMutation(acceptOffer);
export const useDeclineMatch = () => useMatchMutation(declineMatch);
export const useCounterOffer = () => useMatchMutation(counterOffer);
