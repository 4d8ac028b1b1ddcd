import { useState } from 'react';
import type { TCreatorCard } from '@schemas/creator-search';
import { useCan } from '@/lib/auth/use-can';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useToggleSaved } from '../api/saved-profiles';
import { AddToCampaignModal } from './add-to-campaign-modal';
import { CreatorResultCard } from './creator-result-card';
import styles from './brand-creators.module.css';
import { Pager } from '@/components/ui/pager';

/** A page of creators with save and add-to-campaign, and the pager. */
export const CreatorResults = ({
  creators,
  count,
  page,
  pageSize,
  onPage,
}: {
  creators: TCreatorCard[];
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) => {
  const canSave = useCan('SAVE_CREATORS');
  const canInvite = useCan('ADD_TO_CAMPAIGN');
  const toggle = useToggleSaved();
  const [inviting, setInviting] = useState<TCreatorCard | null>(null);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <>
      <div className={styles.results}>
        {creators.map((c) => (
          <CreatorResultCard
            key={c.id}
            creator={c}
            canSave={canSave}
            canInvite={canInvite}
            saving={toggle.isPending && toggle.variables?.id === c.id}
            onToggleSave={() =>
              toggle.mutate(
                { id: c.id, saved: c.is_saved },
                {
                  onSuccess: () =>
                    showSnackbar({
                      message: c.is_saved ? `${c.name} removed from saved creators.` : `${c.name} saved.`,
                    }),
                  onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
                },
              )
            }
            onInvite={() => setInviting(c)}
          />
        ))}
      </div>
      <Pager page={page} pages={pages} onPage={onPage} />
      <AddToCampaignModal creator={inviting} onClose={() => setInviting(null)} />
    </>
  );
};
