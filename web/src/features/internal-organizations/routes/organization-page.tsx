import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { AppButtonLink } from '@/components/ui/app-link';
import { BackButton } from '@/components/ui/back-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useOrganization } from '../api/get-organization';
import { ActForBrand } from '../components/act-for-brand';
import { OrganizationCampaigns } from '../components/organization-campaigns';
import { OrganizationCheckins } from '../components/organization-checkins';
import { OrganizationMessages } from '../components/organization-messages';
import { OrganizationNotes } from '../components/organization-notes';
import { OrganizationActivity, OrganizationOverview } from '../components/organization-overview';
import styles from '../components/internal-organizations.module.css';

/** /internal/organizations/{uuid}: one brand's profile, plan, team, campaigns with health, notes and check-ins. */
const OrganizationPage = () => {
  const { uuid = '' } = useParams();
  const org = useOrganization(uuid);
  const manages = useAuthStore(
    (s) => s.user?.profile_of === 'Strategist' && (s.user.managed_brands ?? []).some((b) => b.id === uuid),
  );
  const { hash } = useLocation();
  const loaded = org.isSuccess;
  // Links from notifications point at a section (#check-ins): scroll to it once the page has drawn.
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  const back = <BackButton to={paths.internal.organizations.path} label="Organizations" />;

  if (org.isPending)
    return (
      <div className={styles.stack}>
        {/* In its own block: a grid item would stretch the link across the page and centre its label. */}
        <div>{back}</div>
        <Skeleton height={48} />
        <Skeleton height={220} />
      </div>
    );
  if (org.isError) {
    return isApiError(org.error) && org.error.status === 404 ? (
      <EmptyState
        title="Organization not found"
        description="It does not exist, or it is not one of the brands you manage."
        actions={<AppButtonLink to={paths.internal.organizations.path}>All organizations</AppButtonLink>}
      />
    ) : (
      <ErrorState description="We could not load this organization." onRetry={() => void org.refetch()} />
    );
  }
  const o = org.data;
  return (
    <div className={styles.stack}>
      <PageHeader
        back={back}
        eyebrow="Organization"
        title={o.name}
        description={`${o.plan ? `${o.plan.name} plan` : 'No plan'} · Owner ${o.owner.name} (${o.owner.email})`}
        actions={
          <div className={styles.actions}>
            <AppButtonLink color="secondary" to={paths.internal.organizationCreators.getHref(o.id)}>
              Creators
            </AppButtonLink>
            {manages && <ActForBrand brand={o} />}
          </div>
        }
      />
      <OrganizationOverview org={o} />
      <OrganizationCampaigns brandId={o.id} campaigns={o.campaigns} />
      <OrganizationCheckins brandId={o.id} />
      <OrganizationMessages brandId={o.id} brandName={o.name} />
      <div className={styles.grid2}>
        <OrganizationNotes brandId={o.id} />
        <OrganizationActivity org={o} />
      </div>
    </div>
  );
};

export default OrganizationPage;
