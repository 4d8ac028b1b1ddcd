import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/auth/use-can';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useSuggestedCreators } from '../api/get-suggested-creators';
import { useInviteCreator } from '../api/match-actions';
import { CreatorRow } from './creator-row';
import { UpsellCard } from '@/components/ui/upsell-card';
import styles from './brand-campaigns.module.css';
import { ChipList } from '@/components/ui/chip-list';

/** Creator Matches: creators ranked by fit to the campaign's targeting, with the reasons shown. */
export const SuggestedSection = ({ campaignId }: { campaignId: string }) => {
  const allowed = useCan('CREATOR_MATCHES');
  const canInvite = useCan('ADD_TO_CAMPAIGN');
  const suggestions = useSuggestedCreators(campaignId, allowed);
  const invite = useInviteCreator();
  if (!allowed)
    return (
      <UpsellCard
        feature="Creator Matches"
        description="Get creators ranked by how well they fit this campaign’s niches, locations, audience size and budget."
      />
    );
  return (
    <Card aria-label="Suggested creators" title="Suggested creators" description="Ranked by fit to your targeting.">
      {suggestions.isPending ? (
        <Spinner label="Finding creators" />
      ) : suggestions.isError ? (
        <QueryError query={suggestions} />
      ) : suggestions.data.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No suggestions right now"
          description="Broaden the campaign’s targeting to see more creators."
        />
      ) : (
        <ul className={styles.list}>
          {suggestions.data.map((s) => (
            <CreatorRow
              key={s.creator.id}
              creator={s.creator}
              aside={
                canInvite && (
                  <Button
                    size="small"
                    loading={invite.isPending && invite.variables?.creator_id === s.creator.id}
                    onClick={() =>
                      invite.mutate(
                        { campaign_id: campaignId, creator_id: s.creator.id },
                        {
                          onSuccess: () => showSnackbar({ message: `${s.creator.name} is invited.` }),
                          onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
                        },
                      )
                    }
                  >
                    Invite
                  </Button>
                )
              }
            >
              <ChipList label="Why this creator" items={s.reasons} />
            </CreatorRow>
          ))}
        </ul>
      )}
    </Card>
  );
};
