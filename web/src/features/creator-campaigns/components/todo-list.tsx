import { Link } from 'react-router-dom';
import type { TTodo } from '@schemas/creator-work';
import { paths } from '@/config/paths';
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

export const TodoList = ({ items }: { items: TTodo[] }) => (
  <ul className={styles.todo}>
    {items.map((t, i) => (
      <li key={`${t.kind}-${t.deliverable_id ?? t.match_id ?? i}`} className={styles.todoItem}>
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
    ))}
  </ul>
);
