import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/stores/auth-store';

/**
 * Strategists use the brand screens under /internal (spec §2); the campaign overview and creators pages are
 * shared. Links built here land in the viewer's own area.
 */
export const useWorkspacePaths = () => {
  const isStrategist = useAuthStore((s) => s.user?.profile_of === 'Strategist');
  const area = isStrategist ? paths.internal : null;
  return {
    isStrategist,
    campaigns: area ? area.campaigns.path : paths.brand.campaigns.path,
    campaignCreate: area ? area.campaignCreate.path : paths.brand.campaignCreate.path,
    campaignEdit: (id: string) => (area ? area.campaignEdit.getHref(id) : paths.brand.campaignEdit.getHref(id)),
    candidates: (id: string) => (area ? area.campaign.getHref(id) : paths.brand.campaignCandidates.getHref(id)),
    proposeRates: (matchId: string) =>
      area ? area.proposeRates.getHref(matchId) : paths.brand.proposeRates.getHref(matchId),
    creators: area ? area.creators.path : paths.brand.creators.path,
    creator: (id: string) => (area ? area.creator.getHref(id) : paths.brand.creator.getHref(id)),
    detail: (id: string) => paths.brand.campaignDetail.getHref(id),
    campaignCreators: (id: string) => paths.brand.campaignCreators.getHref(id),
  };
};
