import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { MessageThread } from '@/components/ui/message-thread';
import { Skeleton } from '@/components/ui/spinner';
import { UpsellCard } from '@/components/ui/upsell-card';
import { errorMessage } from '@/lib/form-errors';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useAccountManagerThread, useAdminStrategists, useWriteToAccountManager } from '../api/account-manager';
import styles from './account-manager.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The thread with the account managers (only rendered when the plan has Account Manager). */
const Conversation = ({ names }: { names: string }) => {
  const thread = useAccountManagerThread(true);
  const write = useWriteToAccountManager();
  const myId = useAuthStore((s) => s.user?.id);
  if (thread.isPending) return <Skeleton height={120} />;
  if (thread.isError)
    return <ErrorState description="Your messages could not be loaded." onRetry={() => void thread.refetch()} />;
  return (
    <MessageThread
      label="Messages with your account manager"
      messages={thread.data.results.map((m) => ({ ...m, mine: m.author_id === myId }))}
      emptyText={`No messages yet. Ask ${names} anything about your campaigns.`}
      composeLabel={`Message ${names}`}
      sending={write.isPending}
      error={write.isError ? errorMessage(write.error) : undefined}
      onSend={(body, done) => write.mutate(body, { onSuccess: done })}
    />
  );
};

/**
 * Account Manager on /brand/support: the brand's named strategists and a thread with them (Enterprise). Without the
 * feature, how many strategists look after the brand and where to get it.
 */
export const AccountManagerCard = () => {
  const strategists = useAdminStrategists();
  if (strategists.isPending) return <Skeleton height={120} />;
  if (strategists.isError)
    return (
      <ErrorState description="Your account manager could not be loaded." onRetry={() => void strategists.refetch()} />
    );
  const { visible, count, results } = strategists.data;
  if (!visible) {
    return (
      <section aria-label="Account manager">
        <UpsellCard
          feature="Account Manager"
          title="A named account manager is part of the Enterprise plan"
          description={
            count > 0
              ? `${count === 1 ? 'A strategist looks' : `${count} strategists look`} after your brand already; with Account Manager you see who and write to them directly.`
              : 'Your account manager writes to you directly and runs campaigns with you.'
          }
        />
      </section>
    );
  }
  const names = results.map((s) => s.name.split(' ')[0]).join(' and ') || 'your account manager';
  return (
    <Card
      as="section"
      aria-label="Account manager"
      title="Your account manager"
      description={results.length ? 'They answer here; you are notified when they write.' : undefined}
    >
      {results.length === 0 ? (
        <p className={styles.muted}>
          No strategist is assigned to your brand yet. Write to support below and we will introduce one.
        </p>
      ) : (
        <>
          <ul className={styles.people} aria-label="Your account managers">
            {results.map((s) => (
              <li key={s.id} className={styles.person}>
                {s.display_picture ? (
                  <img className={styles.avatar} src={s.display_picture} alt="" />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {initials(s.name)}
                  </span>
                )}
                <div>
                  <p className={styles.name}>{s.name}</p>
                  <p className={styles.muted}>{s.email}</p>
                </div>
              </li>
            ))}
          </ul>
          <Conversation names={names} />
        </>
      )}
    </Card>
  );
};
