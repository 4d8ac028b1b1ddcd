import { startTransition, useCallback, useEffect, useState } from 'react';
import type { TCreatorCard } from '@schemas/creator-search';
import { useCan } from '@/lib/auth/use-can';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useToggleSaved } from '../api/saved-profiles';
import { AddToCampaignModal } from './add-to-campaign-modal';
import { CreatorResultCard } from './creator-result-card';
import { useCreatorHref } from './creator-links';
import styles from './brand-creators.module.css';
import { Pager } from '@/components/ui/pager';

/**
 * The cards drawn with the page: a phone shows one or two, a wide screen two rows of three. The others follow at
 * once in a transition, which React draws in short slices, so 20 cards never hold the main thread in one long task
 * while the page first paints (decisions "First paint, session 10 — paint-screens"). Only the first page drawn is
 * split: later pages and updates (a card saved) draw every card at once, so nothing on screen moves.
 */
const FIRST_CARDS = 6;

/** False for the component's first render, then true (in a transition). */
const useAfterFirstDraw = () => {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
};

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
  const drawAll = useAfterFirstDraw();
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
        {(drawAll ? creators : creators.slice(0, FIRST_CARDS)).map((c) => (
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
