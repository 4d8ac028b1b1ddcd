import type { TThreadSummary } from '@schemas/messaging';
import { EmptyState } from '@/components/ui/empty-state';
import { MailIcon } from '@/components/ui/icons';
import { PickList } from '@/components/ui/pick-list';
import styles from './messaging.module.css';

type ThreadListProps = {
  threads: TThreadSummary[];
  selectedId?: string;
  onSelect: (thread: TThreadSummary) => void;
  /** Show the campaign under the name (the creator's list spans campaigns). */
  showCampaign?: boolean;
};

/** Conversations, newest activity first, with unread counts. */
export const ThreadList = ({ threads, selectedId, onSelect, showCampaign }: ThreadListProps) =>
  threads.length === 0 ? (
    <div className={styles.empty}>
      <EmptyState
        headingLevel={3}
        icon={<MailIcon size={24} />}
        title="No conversations yet"
        description="Conversations start when a creator is invited or applies."
      />
    </div>
  ) : (
    <PickList
      label="Conversations"
      items={threads}
      idOf={(t) => t.match_id}
      pickedId={selectedId}
      onPick={onSelect}
      classes={{ list: styles.threadList, item: styles.thread }}
    >
      {(t) => (
        <>
          <span className={styles.name}>{t.counterpart_name}</span>
          {t.unread_count > 0 ? (
            <span className={styles.badge} aria-label={`${t.unread_count} unread`}>
              {t.unread_count}
            </span>
          ) : (
            <span />
          )}
          <span className={styles.sub}>{showCampaign ? t.campaign_title : t.match_status}</span>
          <span className={styles.preview}>{t.last_message ? t.last_message.body || 'Photo' : 'No messages yet'}</span>
        </>
      )}
    </PickList>
  );
