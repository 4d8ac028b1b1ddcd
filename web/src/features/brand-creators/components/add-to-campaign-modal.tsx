import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useActiveCampaigns, useInviteToCampaign } from '../api/add-to-campaign';
import styles from './brand-creators.module.css';

/** Invites one creator to one of the brand's active campaigns (Add to Campaign). */
export const AddToCampaignModal = ({ creator, onClose }: { creator: { id: string; name: string } | null; onClose: () => void }) => {
  const campaigns = useActiveCampaigns(creator !== null);
  const invite = useInviteToCampaign();
  const [campaignId, setCampaignId] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!campaignId || !creator) return setError('Choose a campaign.');
    invite.mutate(
      { campaign_id: campaignId, creator_id: creator.id },
      { onSuccess: () => { showSnackbar({ message: `${creator.name} is invited.` }); setCampaignId(''); onClose(); }, onError: (e) => setError(errorMessage(e)) },
    );
  };
  return (
    <Modal
      open={creator !== null}
      onClose={onClose}
      title={`Add ${creator?.name ?? ''} to a campaign`}
      description="They get an invitation and can accept it from their dashboard."
      footer={<><Button color="secondary" onClick={onClose}>Cancel</Button><Button loading={invite.isPending} onClick={submit}>Send invitation</Button></>}
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor="invite-campaign">Campaign</label>
        <select id="invite-campaign" className={styles.select} value={campaignId} onChange={(e) => { setCampaignId(e.target.value); setError(undefined); }} aria-invalid={error ? true : undefined} aria-describedby={error ? 'invite-error' : undefined}>
          <option value="">{campaigns.isPending ? 'Loading campaigns…' : campaigns.data?.results.length ? 'Choose an active campaign' : 'No active campaigns'}</option>
          {(campaigns.data?.results ?? []).map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
        </select>
        {error && <p id="invite-error" className={styles.error} role="alert">{error}</p>}
      </div>
    </Modal>
  );
};
