import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon, MailIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useAuthStore } from '@/lib/stores/auth-store';
import { metricsCsvUrl, useCampaignMetrics } from '../api/get-campaign-metrics';
import { KpiTiles } from '../components/kpi-tiles';
import MetricsCharts from '../components/metrics-charts';
import { MetricsUpsell } from '../components/metrics-upsell';
import { PostsTable } from '../components/posts-table';
import { RequestMetricsDialog } from '../components/request-metrics-dialog';
import styles from '../components/campaign-metrics.module.css';
import { formatDate } from '@/lib/format';

const Loading = () => (
  <div className={styles.stack} aria-busy="true">
    <Skeleton height={180} />
    <Skeleton height={320} />
  </div>
);

/** /brand/campaigns/metrics/{uuid}: KPI tiles, charts over time and per creator, the posts table, CSV, requests. */
const CampaignMetricsPage = () => {
  const { uuid = '' } = useParams();
  const metrics = useCampaignMetrics(uuid);
  const isStrategist = useAuthStore((state) => state.user?.profile_of === 'Strategist');
  const [isRequesting, setRequesting] = useState(false);
  const data = metrics.data;
  const hasPosts = (data?.deliverables.length ?? 0) > 0;

  const body = () => {
    if (metrics.isPending) return <Loading />;
    if (metrics.isError) {
      if (isApiError(metrics.error) && metrics.error.code === 'feature_not_in_plan')
        return <MetricsUpsell isStrategist={isStrategist} />;
      const missing = isApiError(metrics.error) && metrics.error.status === 404;
      return (
        <ErrorState
          description={missing ? 'This campaign does not exist or is not yours.' : 'We could not load the metrics.'}
          onRetry={missing ? undefined : () => void metrics.refetch()}
        />
      );
    }
    if (!hasPosts)
      return (
        <EmptyState
          title="No live posts yet"
          description="Metrics appear once creators publish their approved content. Figures are synced from their accounts or sent by the creators."
        />
      );
    return (
      <div className={styles.stack}>
        <KpiTiles totals={data!.totals} currency={data!.campaign.currency} />
        {data!.posts_without_figures > 0 && (
          <p className={styles.muted} role="note">
            {data!.posts_without_figures === 1 ? '1 live post has' : `${data!.posts_without_figures} live posts have`}{' '}
            no figures yet and {data!.posts_without_figures === 1 ? 'is' : 'are'} left out of these totals.
          </p>
        )}
        {data!.series.length > 0 ? (
          <MetricsCharts series={data!.series} creators={data!.creators} />
        ) : (
          <EmptyState
            headingLevel={2}
            title="No figures yet"
            description="Ask the creators for their posts’ figures; charts appear as soon as the first ones arrive."
          />
        )}
        <section className={styles.card} aria-labelledby="posts-title">
          <h2 id="posts-title" className={styles.cardTitle}>
            Posts
          </h2>
          <PostsTable posts={data!.deliverables} currency={data!.campaign.currency} />
        </section>
        <p className={styles.footnote}>
          Engagement rate = (likes + comments + shares + saves) ÷ reach. Spend = the live posts’ rates. Earned media
          value = impressions at a $5 CPM + likes × $0.10 + comments × $0.50 + shares × $0.75 + saves × $0.50 (in the
          campaign’s currency).
        </p>
      </div>
    );
  };

  return (
    <>
      <PageHeader
        eyebrow="Campaign"
        title="Campaign metrics"
        description={
          data
            ? `Results of “${data.campaign.title}”${data.last_measured_on ? `, measured up to ${formatDate(data.last_measured_on)}` : ''}.`
            : 'Reach, engagement and spend of the campaign’s live posts.'
        }
        actions={
          hasPosts ? (
            <>
              <Button color="secondary" icon={<MailIcon size={16} />} onClick={() => setRequesting(true)}>
                Request metrics
              </Button>
              <a className={buttonClassName({ color: 'secondary' })} href={metricsCsvUrl(uuid)} download>
                <DownloadIcon size={16} />
                Download CSV
              </a>
            </>
          ) : undefined
        }
      />
      {body()}
      {data && hasPosts && (
        <RequestMetricsDialog open={isRequesting} onClose={() => setRequesting(false)} metrics={data} />
      )}
    </>
  );
};

export default CampaignMetricsPage;
