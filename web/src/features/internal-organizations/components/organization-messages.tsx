import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { MessageThread } from '@/components/ui/message-thread';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { useBrandMessages, useWriteToBrand } from '../api/brand-messages';
import styles from './internal-organizations.module.css';

/** Account Manager: the brand team's thread with its strategists (brands on a plan with Account Manager). */
export const OrganizationMessages = ({ brandId, brandName }: { brandId: string; brandName: string }) => {
  const thread = useBrandMessages(brandId);
  const write = useWriteToBrand(brandId);
  return (
    <Card
      as="section"
      id="messages"
      aria-label="Messages with the brand"
      title="Messages with the brand"
      description="Account Manager: the brand’s team writes to you from their Support page; they are notified when you answer."
    >
      {thread.isPending ? (
        <Skeleton height={100} />
      ) : thread.isError ? (
        <ErrorState description="Messages could not be loaded." onRetry={() => void thread.refetch()} />
      ) : !thread.data.enabled ? (
        <p className={styles.muted}>
          {brandName}’s plan does not include Account Manager, so the brand cannot read messages here. Use internal
          notes, or e-mail the owner.
        </p>
      ) : (
        <MessageThread
          label={`Messages with ${brandName}`}
          messages={thread.data.results.map((m) => ({ ...m, mine: m.from === 'strategist' }))}
          emptyText="No messages yet."
          composeLabel={`Message ${brandName}`}
          sending={write.isPending}
          error={write.isError ? errorMessage(write.error) : undefined}
          onSend={(body, done) => write.mutate(body, { onSuccess: done })}
        />
      )}
    </Card>
  );
};
