import { useId, useState } from 'react';
import type { TOrganizationCreator } from '@schemas/internal-organization-creators';
import type { TOrganizationCampaign } from '@schemas/internal-organizations';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useInviteToCampaign } from '../api/organization-creators';
import styles from './internal-organizations.module.css';
import { RecordOptions } from '@/components/ui/select-field';

/** Invite a creator to one of the brand's active campaigns they are not in yet. */
export const InviteToCampaign = ({
  brandId,
  creator,
  campaigns,
}: {
  brandId: string;
  creator: TOrganizationCreator;
  campaigns: TOrganizationCampaign[];
}) => {
  const id = useId();
  const open = campaigns.filter((c) => c.status === 'active' && !creator.campaigns.some((x) => x.id === c.id));
  const [campaignId, setCampaignId] = useState('');
  const invite = useInviteToCampaign(brandId);
  if (open.length === 0) return <span className={styles.muted}>In every active campaign</span>;
  const chosen = campaignId || open[0]!.id;
  return (
    <div className={styles.inlineField}>
      <label className="visually-hidden" htmlFor={id}>
        Campaign to invite {creator.name} to
      </label>
      <select id={id} className={styles.selectSmall} value={chosen} onChange={(e) => setCampaignId(e.target.value)}>
        <RecordOptions records={open} label={(c) => c.title} />
      </select>
      <Button
        size="small"
        color="secondary"
        loading={invite.isPending}
        aria-label={`Invite ${creator.name}`}
        onClick={() =>
          invite.mutate(
            { campaignId: chosen, creatorId: creator.id },
            {
              onSuccess: () => showSnackbar({ message: `${creator.name} is invited.` }),
              onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
            },
          )
        }
      >
        Invite
      </Button>
    </div>
  );
};
