import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { TTodo } from '@schemas/creator-work';
import { paths } from '@/config/paths';
import { useDrawnRows } from '@/lib/queries/use-drawn-rows';
import styles from './creator-campaigns.module.css';
import { formatDate, formatDue } from '@/lib/format';

const KIND: Record<TTodo['kind'], { label: string; tone: string }> = {
  changes_requested: { label: 'Changes', tone: 'warn' },
  deliverable: { label: 'Due', tone: 'info' },
  contract: { label: 'Sign', tone: 'warn' },
  offer: { label: 'Offer', tone: 'warn' },
  invitation: { label: 'Invite', tone: 'info' },
  reconnect_account: { label: 'Account', tone: 'bad' },
  complete_profile: { label: 'Profile', tone: 'muted' },
};

/** Where each to-do leads: the deliverable, the contract, the campaign or the settings screen. */
const hrefOf = (t: TTodo) => {
  if (t.deliverable_id) return paths.creator.deliverable.getHref(t.deliverable_id);
  if (t.kind === 'contract' && t.campaign_id) return paths.creator.signContract.getHref(t.campaign_id);
  if (t.campaign_id) return paths.creator.campaign.getHref(t.campaign_id);
  return t.kind === 'reconnect_account' ? paths.creator.settingsSocialMedia.path : paths.creator.settingsProfile.path;
};

/** One to-do: what, where it leads, and its due date. Memoised: the dashboard draws again as its stores update. */
const TodoItem = memo(function TodoItem({ todo: t }: { todo: TTodo }) {
  return (
    <li className={styles.todoItem}>
      <span className={`${styles.badge} ${styles[`tone_${KIND[t.kind].tone}`]} ${styles.kind}`}>
        {KIND[t.kind].label}
      </span>
      <div>
        <Link to={hrefOf(t)}>{t.title}</Link>
        <p className={styles.muted}>
          {t.detail}
          {t.due_date && (
            <>
              {' '}
              ·{' '}
              <span className={t.overdue ? styles.overdue : undefined}>
                {formatDue(t.due_date)} ({formatDate(t.due_date)})
              </span>
            </>
          )}
        </p>
      </div>
    </li>
  );
});

/** The to-dos drawn with the dashboard: more than a phone's screen holds below the counts. */
const FIRST_TODOS = 5;

/** What needs doing now; the to-dos past the first screen follow in a transition (`useDrawnRows`). */
export const TodoList = ({ items }: { items: TTodo[] }) => {
  const drawn = useDrawnRows(items, FIRST_TODOS);
  return (
    <ul className={styles.todo}>
      {drawn.map((t, i) => (
        <TodoItem key={`${t.kind}-${t.deliverable_id ?? t.match_id ?? i}`} todo={t} />
      ))}
    </ul>
  );
};
