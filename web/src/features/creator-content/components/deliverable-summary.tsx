import type { TContentDeliverable } from '@schemas/content';
import { Card } from '@/components/ui/card';
import styles from './creator-content.module.css';
import { DeliverableStatusBadge } from '@/components/ui/status-badge';
import { deliverableName, formatDate } from '@/lib/format';

/** What is due, for whom, by when, and where it stands. */
export const DeliverableSummary = ({ deliverable }: { deliverable: TContentDeliverable }) => (
  <Card title={deliverableName(deliverable)} description={`${deliverable.campaign_title} · ${deliverable.brand_name}`}>
    <dl className={styles.facts}>
      <dt>Status</dt>
      <dd>
        <DeliverableStatusBadge status={deliverable.status} />
      </dd>
      <dt>Due</dt>
      <dd>{formatDate(deliverable.due_date)}</dd>
      <dt>Revisions</dt>
      <dd>
        {deliverable.revisions_used} of {deliverable.revision_rounds} used
      </dd>
      {deliverable.post_url && (
        <>
          <dt>Live post</dt>
          <dd>
            <a href={deliverable.post_url} target="_blank" rel="noreferrer noopener">
              {deliverable.post_url}
            </a>
          </dd>
        </>
      )}
    </dl>
    {deliverable.description && (
      <p className={styles.muted} style={{ marginTop: 'var(--space-4)' }}>
        {deliverable.description}
      </p>
    )}
  </Card>
);
