import type { TContentDeliverable } from '@schemas/content';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { usePostMetrics } from '../api/get-post-metrics';
import styles from './creator-content.module.css';
import { MetricsHistory } from './metrics-history';
import { MetricsRequestNotice } from './metrics-request-notice';
import { PostFiguresForm } from './post-figures-form';
import { platformLabel } from '@/lib/format';

/** A live post's figures: the brand's open request, the form to report today's figures, and what was reported so far. */
export const PostFiguresPanel = ({ deliverable }: { deliverable: TContentDeliverable }) => {
  const query = usePostMetrics(deliverable.id);
  return (
    <section className={styles.stack} aria-labelledby="post-figures-heading">
      <h2 id="post-figures-heading" className={styles.versionTitle}>
        Post figures
      </h2>
      {query.isPending && (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading the post’s figures…
          </span>
          <Skeleton height={280} radius="var(--radius-lg)" />
        </div>
      )}
      {query.isError && (
        <ErrorState
          title="The post’s figures did not load"
          description="Check your connection and try again."
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data && (
        <>
          {query.data.open_request && (
            <MetricsRequestNotice request={query.data.open_request} brandName={deliverable.brand_name} />
          )}
          <Card
            title="Today’s figures"
            description={`Open the post’s insights on ${platformLabel(deliverable.platform)} and copy the lifetime totals. Sending again today replaces today’s figures.`}
          >
            <PostFiguresForm
              deliverableId={deliverable.id}
              brandName={deliverable.brand_name}
              answersRequest={query.data.open_request !== null}
            />
          </Card>
          <Card title="Figures so far">
            <MetricsHistory snapshots={query.data.snapshots} platform={deliverable.platform} />
          </Card>
        </>
      )}
    </section>
  );
};
