import { useEffect, useRef, useState } from 'react';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { SIDEBAR_COLLAPSE_QUERY } from '@/config/constants';
import { useDeliverableVersions } from '../api/get-deliverable-versions';
import { CommentList } from './comment-list';
import { MediaViewer } from './media-viewer';
import { ReviewFacts } from './review-facts';
import { ReviewForm } from './review-form';
import { DeliverableStatusBadge } from '@/components/ui/status-badge';
import { VersionCompare } from './version-compare';
import styles from './content-review.module.css';
import { DELIVERABLE_STATUS_LABELS, deliverableName } from '@/lib/format';

/** One deliverable under review: its versions (with compare), the comments and the review actions. */
export const ReviewPanel = ({ deliverableId, onBack }: { deliverableId: string; onBack: () => void }) => {
  const versions = useDeliverableVersions(deliverableId);
  const [versionId, setVersionId] = useState<string>();
  const [isComparing, setComparing] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // On small screens the panel replaces the list: bring its top into view.
  useEffect(() => {
    if (window.matchMedia(SIDEBAR_COLLAPSE_QUERY).matches) panelRef.current?.scrollIntoView({ block: 'start' });
  }, [versions.isPending]);

  if (versions.isPending) return <Skeleton height={420} />;
  if (versions.isError)
    return (
      <ErrorState
        description="We could not load this deliverable’s versions."
        onRetry={() => void versions.refetch()}
      />
    );

  const { deliverable, results } = versions.data;
  const shown = results.find((v) => v.id === versionId) ?? results[0];
  const index = shown ? results.indexOf(shown) : -1;
  const previous = results[index + 1];
  const isVideo = shown?.media?.kind === 'video';
  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    video.focus();
  };

  return (
    <article ref={panelRef} className={styles.panel} aria-labelledby="review-panel-title">
      <header className={styles.panelHeader}>
        <BackButton className={styles.back} label="All deliverables" onBack={onBack} />
        <div>
          <h2 id="review-panel-title" className={styles.panelTitle}>
            {deliverable.creator.name} · {deliverableName(deliverable)}
          </h2>
          {deliverable.description && <p className={styles.muted}>{deliverable.description}</p>}
        </div>
        <DeliverableStatusBadge status={deliverable.status} />
      </header>
      <ReviewFacts deliverable={deliverable} />

      {!shown ? (
        <EmptyState
          headingLevel={3}
          title="Nothing submitted yet"
          description="The creator has not uploaded a version of this deliverable."
        />
      ) : (
        <>
          <div className={styles.spread}>
            <div className={styles.versionTabs} role="group" aria-label="Versions">
              {results.map((v, i) => (
                <button
                  key={v.id}
                  type="button"
                  className={styles.filterButton}
                  aria-pressed={v.id === shown.id}
                  onClick={() => setVersionId(v.id)}
                >
                  v{v.version}
                  {i === 0 ? ' · latest' : ''}
                  <span className="visually-hidden"> ({DELIVERABLE_STATUS_LABELS[v.status]})</span>
                </button>
              ))}
            </div>
            {previous && (
              <Button
                size="small"
                color="secondary"
                aria-pressed={isComparing}
                onClick={() => setComparing((on) => !on)}
              >
                {isComparing ? 'Stop comparing' : `Compare with v${previous.version}`}
              </Button>
            )}
          </div>
          {isComparing && previous ? (
            <VersionCompare key={shown.id} previous={previous} current={shown} videoRef={videoRef} />
          ) : (
            <MediaViewer key={shown.id} submission={shown} label={`Version ${shown.version}`} videoRef={videoRef} />
          )}
          {isComparing && previous && (
            <section aria-labelledby="previous-comments-title" className={styles.commentsSection}>
              <h3 id="previous-comments-title" className={styles.sectionTitle}>
                Feedback on v{previous.version}
              </h3>
              <p className={styles.muted}>Pinned moments play in v{shown.version}, so you can check each change.</p>
              <CommentList
                comments={previous.comments}
                onSeek={isVideo ? seek : undefined}
                label={`Feedback on version ${previous.version}`}
              />
            </section>
          )}
          <section aria-labelledby="comments-title" className={styles.commentsSection}>
            <h3 id="comments-title" className={styles.sectionTitle}>
              Comments on v{shown.version}
            </h3>
            <CommentList comments={shown.comments} onSeek={isVideo ? seek : undefined} />
          </section>
          <ReviewForm
            key={shown.id}
            deliverable={deliverable}
            submissionId={shown.id}
            isNewest={index === 0}
            videoRef={isVideo ? videoRef : null}
          />
        </>
      )}
    </article>
  );
};
