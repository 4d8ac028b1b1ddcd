import { useParams } from 'react-router-dom';
import { BackButton } from '@/components/ui/back-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon, UsersIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { apiUrl, isApiError } from '@/lib/api-client';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useOrganization } from '../api/get-organization';
import { useOrganizationCreators } from '../api/organization-creators';
import { InviteToCampaign } from '../components/invite-to-campaign';
import { OrganizationCreatorsTable } from '../components/organization-creators-table';
import styles from '../components/internal-organizations.module.css';

/** /internal/organizations/{uuid}/creators: everyone who worked with or is in the pipeline of the brand. */
const OrganizationCreatorsPage = () => {
  const { uuid = '' } = useParams();
  const org = useOrganization(uuid);
  const creators = useOrganizationCreators(uuid);
  const canInvite = useAuthStore(
    (s) => s.user?.profile_of === 'Strategist' && (s.user.managed_brands ?? []).some((b) => b.id === uuid),
  );
  const back = <BackButton to={paths.internal.organization.getHref(uuid)} label={org.data?.name ?? 'Organization'} />;
  const header = (
    <PageHeader
      back={back}
      eyebrow="Organization creators"
      title={org.data ? `${org.data.name}’s creators` : 'Creators'}
      description="Status per campaign, delivery, payments, audience, credibility and a rating from past collaborations (on time, approved without changes)."
      actions={
        creators.data &&
        creators.data.results.length > 0 && (
          <a
            className={styles.muted}
            href={apiUrl('/internal/organizations/:id/creators.csv', { param: { id: uuid } })}
            download
          >
            <DownloadIcon size={14} /> Export CSV
          </a>
        )
      }
    />
  );
  if (creators.isPending)
    return (
      <div className={styles.stack}>
        {header}
        <Skeleton height={200} />
      </div>
    );
  if (creators.isError) {
    return (
      <div className={styles.stack}>
        {header}
        {isApiError(creators.error) && creators.error.status === 404 ? (
          <EmptyState
            title="Organization not found"
            description="It does not exist, or it is not one of the brands you manage."
          />
        ) : (
          <ErrorState description="Creators could not be loaded." onRetry={() => void creators.refetch()} />
        )}
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      {header}
      {creators.data.results.length === 0 ? (
        <EmptyState
          icon={<UsersIcon size={26} />}
          title="No creators yet"
          description="Creators appear here once they are invited to or apply for one of this brand’s campaigns."
        />
      ) : (
        <div className={styles.card}>
          <OrganizationCreatorsTable
            creators={creators.data.results}
            invite={
              canInvite
                ? (c) => org.data && <InviteToCampaign brandId={uuid} creator={c} campaigns={org.data.campaigns} />
                : undefined
            }
          />
        </div>
      )}
    </div>
  );
};

export default OrganizationCreatorsPage;
