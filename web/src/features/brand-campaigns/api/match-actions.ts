import type { TMatchUpdate, TPitchRespond, TProposeRates } from '@schemas/brand-matches';
import type { TCounterResponse } from '@schemas/negotiation';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/queries/api-query';
import { campaignKeys, walletKeys } from '@/lib/queries/query-keys';
import { brandCampaignKeys } from './brand-campaign-keys';

type Moved = { id: string; status: string };

const respondToPitch = ({ pitchId, body }: { pitchId: string; body: TPitchRespond }) =>
  api.post('/brand/pitches/:id/respond/', body, { param: { id: pitchId } });
const proposeRates = (body: TProposeRates) => api.post('/brand/campaign/propose-rates-and-deliverables/', body);
const updateMatch = ({ matchId, body }: { matchId: string; body: TMatchUpdate }) =>
  api.patch('/brand/campaign-match/update/:id/', body, { param: { id: matchId } });
const expireMatch = (matchId: string) =>
  api.post('/brand/matches/:match_id/expire/', undefined, { param: { match_id: matchId } });
const respondToCounter = ({ matchId, body }: { matchId: string; body: TCounterResponse }) =>
  api.post('/brand/matches/:match_id/counter-offer/respond/', body, { param: { match_id: matchId } });
const inviteCreator = (body: { campaign_id: string; creator_id: string; message?: string }) =>
  api.post('/brand/create-campaign-match/', body);

/**
 * A match moved: campaign figures, lists, the match itself and the money it holds are stale. The wallet is
 * fetched again even off screen: the brand's next look at it shows the money the offer holds, not the old figures.
 */
const STALE = [campaignKeys.all, brandCampaignKeys.matches(), brandCampaignKeys.creatorSpend()];
const useMatchMutation = <I>(fn: (input: I) => Promise<Moved>) =>
  useRefreshingMutation(fn, STALE, { alsoUnseen: [walletKeys.all] });

export const useRespondToPitch = () => useMatchMutation(respondToPitch);
export const useProposeRates = () => useMatchMutation(proposeRates);
export const useUpdateMatch = () => useMatchMutation(updateMatch);
export const useExpireMatch = () => useMatchMutation(expireMatch);
export const useInviteCreator = () => useMatchMutation(inviteCreator);
export const useRespondToCounter = () => useMatchMutation(respondToCounter);
