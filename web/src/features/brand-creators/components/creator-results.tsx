import { useCallback, useState } from 'react';
import type { TCreatorCard } from '@schemas/creator-search';
import { useCan } from '@/lib/auth/use-can';
import { errorMessage } from '@/lib/form-errors';
import { useDrawnRows } from '@/lib/queries/use-drawn-rows';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useToggleSaved } from '../api/saved-profiles';
import { AddToCampaignModal } from './add-to-campaign-modal';
import { CreatorResultCard } from './creator-result-card';
import { useCreatorHref } from './creator-links';
import styles from './brand-creators.module.css';
import { Pager } from '@/components/ui/pager';

/**
 * The cards drawn with the page: a phone shows one or two, a wide screen two rows of three; the others follow in a
 * transition (`useDrawnRows`; decisions "First paint, session 10 — paint-screens").
 */
const FIRST_CARDS = 6;

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
  const links = useCreatorHref();
  const toggle = useToggleSaved();
  const { mutate } = toggle;
  const [inviting, setInviting] = useState<TCreatorCard | null>(null);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const drawn = useDrawnRows(creators, FIRST_CARDS);
  // Stable handlers, so a card is drawn again only when its own creator or state changes.
  const onToggleSave = useCallback(
    (c: TCreatorCard) =>
      mutate(
        { id: c.id, saved: c.is_saved },
        {
          onSuccess: () =>
            showSnackbar({ message: c.is_saved ? `${c.name} removed from saved creators.` : `${c.name} saved.` }),
          onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
        },
      ),
    [mutate],
  );
  return (
    <>
      <div className={styles.results}>
        {drawn.map((c) => (
          <CreatorResultCard
            key={c.id}
            creator={c}
            href={links.creator(c.id)}
            canSave={canSave}
            canInvite={canInvite}
            saving={toggle.isPending && toggle.variables?.id === c.id}
            onToggleSave={onToggleSave}
            onInvite={setInviting}
          />
        ))}
      </div>
      <Pager page={page} pages={pages} onPage={onPage} />
      <AddToCampaignModal creator={inviting} onClose={() => setInviting(null)} />
    </>
  );
};
