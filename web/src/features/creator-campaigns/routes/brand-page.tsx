import { useParams } from 'react-router-dom';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBrand } from '../api/get-brand';
import { CampaignCard } from '../components/campaign-card';
import styles from '../components/creator-campaigns.module.css';
import { Facts } from '@/components/ui/facts';

/** /creator/brand/{uuid}: a brand as a creator sees it — who they are and their open campaigns. */
const BrandPage = () => {
  const { uuid = '' } = useParams();
  const brand = useBrand(uuid);
  if (!brand.isSuccess)
    return (
      <QueryState
        query={brand}
        failed="This brand could not be loaded."
        missing={{ title: 'Brand not found', description: 'This brand has no public profile.' }}
      />
    );
  const b = brand.data;
  return (
    <div className={styles.stack}>
      <PageHeader
        eyebrow={b.industry ?? 'Brand'}
        title={b.name}
        description={b.description ?? undefined}
        actions={
          b.website && (
            <AppButtonLink to={b.website} target="_blank" rel="noreferrer" color="secondary">
              Website
            </AppButtonLink>
          )
        }
      />
      <Facts
        className={styles.stats}
        itemClassName={styles.stat}
        facts={[
          ['Open campaigns', b.open_campaigns.length],
          ['Your collaborations', b.collaborations],
          ['Upcoming events', b.upcoming_events],
        ]}
      />
      <Card title="Open campaigns">
        {b.open_campaigns.length ? (
          <div className={styles.grid}>
            {b.open_campaigns.map((c) => (
              <CampaignCard key={c.id} campaign={c} showBrand={false} />
            ))}
          </div>
        ) : (
          <EmptyState
            headingLevel={3}
            title="No open campaigns right now"
            actions={
              b.upcoming_events > 0 ? (
                <AppButtonLink to={paths.creator.events.path}>See their events</AppButtonLink>
              ) : undefined
            }
          />
        )}
      </Card>
    </div>
  );
};
export default BrandPage;
