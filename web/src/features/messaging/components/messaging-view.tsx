import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { TThreadSummary } from '@schemas/messaging';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { Conversation } from './conversation';
import { ThreadList } from './thread-list';
import styles from './messaging.module.css';

type MessagingViewProps = {
  /** The query of the threads to list (the campaign's, or all of the creator's). */
  query: Pick<UseQueryResult<{ results: TThreadSummary[] }>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  /** The thread to open when none is chosen in the URL: on a phone too, where the list is one tap back. */
  initialMatchId?: string;
  /** What the pane shows when no thread is open (otherwise the first thread opens). */
  noThread?: ReactNode;
  showCampaign?: boolean;
  /** Shown under the open conversation (the brand's deliverables panel). */
  renderAside?: (thread: TThreadSummary) => ReactNode;
};

/**
 * Conversations beside the open thread; on mobile one pane at a time. The open thread is kept in `?match=`, and
 * `?list` marks the phone's list asked for with "Back to conversations" (so an initial thread does not reopen).
 */
export const MessagingView = ({ query, initialMatchId, noThread, showCampaign, renderAside }: MessagingViewProps) => {
  const threads = query.data?.results;
  const [params, setParams] = useSearchParams();
  const wanted = params.get('match') ?? initialMatchId;
  const selected =
    threads?.find((t) => t.match_id === wanted) ?? (wanted !== undefined || noThread ? undefined : threads?.[0]);
  const open = (matchId: string | null) => setParams(matchId ? { match: matchId } : { list: '' }, { replace: true });

  if (query.isPending) return <Skeleton height={320} />;
  if (query.isError)
    return <ErrorState description="We could not load your conversations." onRetry={() => void query.refetch()} />;
  return (
    <div className={styles.layout} data-open={!params.has('list') && wanted !== undefined && selected !== undefined}>
      <nav className={styles.threads} aria-label="Conversations list">
        <ThreadList
          threads={threads ?? []}
          selectedId={selected?.match_id}
          onSelect={(t) => open(t.match_id)}
          showCampaign={showCampaign}
        />
      </nav>
      <div className={styles.pane}>
        {selected ? (
          <>
            <Conversation key={selected.match_id} thread={selected} onBack={() => open(null)} />
            {renderAside?.(selected)}
          </>
        ) : (
          noThread
        )}
      </div>
    </div>
  );
};
