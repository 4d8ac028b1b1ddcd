import { useParams } from 'react-router-dom';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { paths } from '@/config/paths';
import { useDeliverable } from '../api/get-deliverable';
import { DeliverableStatusBadge } from '@/components/ui/status-badge';
import styles from '../components/creator-campaigns.module.css';
import { deliverableTypeLabel, formatDate, formatDue, formatMoney, platformLabel } from '@/lib/format';

const NEXT_STEP: Record<string, string> = {
  pending: 'Create the content, then submit it for the brand’s review.',
  changes_requested: 'The brand asked for changes. Their feedback is under Submit content, beside your last version.',
  submitted: 'The brand is reviewing your submission.',
  approved: 'Approved! Publish it and add the link to the live post.',
  published: 'Published. Payment follows automatically.',
  paid: 'Paid. Thank you!',
};

/** /creator/campaigns/deliverable/{uuid}: what is due, when, for how much, and the way to submit it. */
const DeliverablePage = () => {
  const { uuid = '' } = useParams();
  const deliverable = useDeliverable(uuid);
  if (!deliverable.isSuccess)
    return (
      <QueryState
        query={deliverable}
        failed="This deliverable could not be loaded."
        missing={{ title: 'Deliverable not found', description: 'It is not one of yours, or it no longer exists.' }}
        actions={
          <AppButtonLink to={paths.creator.campaigns.path} color="secondary">
            My campaigns
          </AppButtonLink>
        }
      />
    );
  const d = deliverable.data;
  const open = d.status === 'pending' || d.status === 'changes_requested';
  return (
    <div className={styles.stack}>
      <PageHeader
        eyebrow={`${d.brand_name} · ${d.campaign_title}`}
        title={`${platformLabel(d.platform)} ${deliverableTypeLabel(d.type)}`}
        actions={<DeliverableStatusBadge status={d.status} />}
      />
      <div className={styles.twoCol}>
        <div className={styles.stack}>
          <Card title="What the brand expects">
            <p className={styles.brief}>{d.description || 'See the campaign brief.'}</p>
            <details style={{ marginTop: 12 }}>
              <summary>Campaign brief</summary>
              <p className={styles.brief} style={{ marginTop: 8 }}>
                {d.campaign_brief}
              </p>
            </details>
          </Card>
          <Card title="Next step">
            <p>{NEXT_STEP[d.status]}</p>
            <div className={styles.row} style={{ marginTop: 12 }}>
              {d.can_submit && (
                <StickyActionBar label="Next step">
                  <AppButtonLink to={paths.creator.submitContent.getHref(d.id)}>Submit content</AppButtonLink>
                  <AppButtonLink to={paths.creator.upload.getHref(d.id)} color="secondary">
                    Upload media
                  </AppButtonLink>
                </StickyActionBar>
              )}
              {d.can_publish && (
                <StickyActionBar label="Next step">
                  <AppButtonLink to={paths.creator.submitContent.getHref(d.id)}>Add the post link</AppButtonLink>
                </StickyActionBar>
              )}
              <AppButtonLink to={paths.creator.campaignContent.getHref(d.campaign_id)} color="tertiary">
                All content for this campaign
              </AppButtonLink>
            </div>
          </Card>
        </div>
        <Card title="Details">
          <dl className={styles.facts}>
            <div>
              <dt>Due</dt>
              <dd>{formatDate(d.due_date)}</dd>
              {open && <dd className={styles.muted}>{formatDue(d.due_date)}</dd>}
            </div>
            <div>
              <dt>Pay</dt>
              <dd>{formatMoney(d.rate_cents, d.currency)}</dd>
            </div>
            <div>
              <dt>Revisions used</dt>
              <dd>
                {d.revisions_used} of {d.revision_rounds}
              </dd>
            </div>
            <div>
              <dt>Review window</dt>
              <dd>{d.review_window_days} days</dd>
            </div>
            {d.post_url && (
              <div>
                <dt>Live post</dt>
                <dd>
                  <a href={d.post_url} target="_blank" rel="noreferrer">
                    Open
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </Card>
      </div>
    </div>
  );
};
export default DeliverablePage;
