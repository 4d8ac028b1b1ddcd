import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { RecordOptions, SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useInviteToCampaign, useOpenCampaigns } from '../api/add-to-campaign';
import styles from './brand-creators.module.css';

/** Invites one creator to an active campaign, or shortlists them on a draft (invited when it is published). */
export const AddToCampaignModal = ({
  creator,
  onClose,
}: {
  creator: { id: string; name: string } | null;
  onClose: () => void;
}) => {
  const campaigns = useOpenCampaigns(creator !== null);
  const invite = useInviteToCampaign();
  const [campaignId, setCampaignId] = useState('');
  const [error, setError] = useState<string>();
  const chosen = campaigns.data?.find((c) => c.id === campaignId);
  const submit = () => {
    if (!campaignId || !creator) return setError('Choose a campaign.');
    invite.mutate(
      { campaign_id: campaignId, creator_id: creator.id },
      {
        onSuccess: (result) => {
          showSnackbar({
            message:
              result.status === 'shortlisted'
                ? `${creator.name} is shortlisted; they are invited when you publish the campaign.`
                : `${creator.name} is invited.`,
          });
          setCampaignId('');
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  return (
    <ConfirmModal
      open={creator !== null}
      onClose={onClose}
      title={`Add ${creator?.name ?? ''} to a campaign`}
      description="On an active campaign they get an invitation at once; on a draft they are shortlisted and invited when you publish it."
      confirmLabel={chosen?.status === 'draft' ? 'Add to shortlist' : 'Send invitation'}
      onConfirm={submit}
      busy={invite.isPending}
      danger={false}
    >
      <div className={styles.field}>
        <SelectField
          id="invite-campaign"
          label="Campaign"
          value={campaignId}
          onChange={(e) => {
            setCampaignId(e.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'invite-error' : undefined}
        >
          <option value="">
            {campaigns.isPending
              ? 'Loading campaigns…'
              : campaigns.data?.length
                ? 'Choose a campaign'
                : 'No active or draft campaigns'}
          </option>
          <RecordOptions
            records={campaigns.data}
            label={(c) => (c.status === 'draft' ? `${c.title} (draft: invited on publishing)` : c.title)}
          />
        </SelectField>
        {/* Announced when the button is pressed, so not the field's own error. */}
        {error && (
          <p id="invite-error" className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </ConfirmModal>
  );
};
