import { useEffect, useLayoutEffect, useRef } from 'react';
import type { TMessage, TThreadSummary } from '@schemas/messaging';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { useMessages } from '../api/get-messages';
import { MessageComposer } from './message-composer';
import { MessageImage } from './message-image';
import styles from './messaging.module.css';
import { formatDateTime } from '@/lib/format';

const MessageBubble = ({ message, mine, seen }: { message: TMessage; mine: boolean; seen: boolean }) => (
  <>
    <div
      className={[styles.message, mine && styles.mine, message.attachment && styles.withImage]
        .filter(Boolean)
        .join(' ')}
    >
      {message.attachment && <MessageImage attachment={message.attachment} />}
      {message.body && <span className={styles.body}>{message.body}</span>}
    </div>
    <div className={[styles.meta, mine && styles.metaMine].filter(Boolean).join(' ')}>
      {mine ? 'You' : message.sender_name} · {formatDateTime(message.created_at)}
      {seen && ' · Seen'}
    </div>
  </>
);

type ConversationProps = { thread: TThreadSummary; onBack?: () => void };

/** One thread: older pages on demand, new messages by polling, read receipts, and the composer. */
export const Conversation = ({ thread, onBack }: ConversationProps) => {
  const { data, isPending, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useMessages(
    thread.match_id,
  );
  const markRead = useMarkThreadRead();
  const listRef = useRef<HTMLDivElement>(null);
  const pages = data?.pages ?? [];
  const mySide = pages[0]?.my_side;
  const otherRead = pages[0]?.other_side_last_read_at ?? null;
  const messages = pages.flatMap((p) => p.results).reverse();
  const newest = messages.at(-1);
  const lastMine = [...messages].reverse().find((m) => m.sender_side === mySide);

  // Reading the thread clears its unread count; only when something new arrived from the other side.
  const newestFromOther = newest && newest.sender_side !== mySide ? newest.id : null;
  const { mutate: markThreadRead } = markRead;
  useEffect(() => {
    if (newestFromOther || thread.unread_count > 0) markThreadRead(thread.match_id);
  }, [newestFromOther, thread.match_id, thread.unread_count, markThreadRead]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest?.id]);

  return (
    <section className={styles.conversation} aria-label={`Conversation with ${thread.counterpart_name}`}>
      <header className={styles.header}>
        {onBack && <BackButton className={styles.back} label="Back to conversations" hideLabel onBack={onBack} />}
        <div>
          <h2>{thread.counterpart_name}</h2>
          <span className={styles.sub}>
            {thread.campaign_title} · {thread.match_status}
          </span>
        </div>
      </header>
      {isPending ? (
        <div className={styles.messages} aria-busy="true">
          <Skeleton height={36} width="60%" />
          <Skeleton height={36} width="45%" style={{ alignSelf: 'flex-end' }} />
        </div>
      ) : isError ? (
        <ErrorState description="We could not load this conversation." onRetry={() => void refetch()} />
      ) : (
        <div className={styles.messages} ref={listRef} role="log" aria-live="polite" aria-label="Messages">
          {hasNextPage && (
            <Button
              className={styles.older}
              color="secondary"
              size="small"
              loading={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              Load older messages
            </Button>
          )}
          {messages.length === 0 && <p className={styles.sub}>No messages yet. Say hello!</p>}
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              mine={m.sender_side === mySide}
              seen={m.id === lastMine?.id && otherRead !== null && otherRead >= m.created_at}
            />
          ))}
        </div>
      )}
      <MessageComposer matchId={thread.match_id} />
    </section>
  );
};
