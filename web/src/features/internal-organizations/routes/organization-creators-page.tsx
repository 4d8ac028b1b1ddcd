import { Link, useParams } from 'react-router-dom';
import { BackButton } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon, UsersIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { apiUrl, isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { shortenNumber } from '@/lib/number-shortener';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useOrganization } from '../api/get-organization';
import { useOrganizationCreators } from '../api/organization-creators';
import { InviteToCampaign } from '../components/invite-to-campaign';
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
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label="Creators">
              <thead>
                <tr>
                  <th scope="col">Creator</th>
                  <th scope="col">Campaigns</th>
                  <th scope="col">Deliverables</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Audience</th>
                  <th scope="col">Credibility</th>
                  <th scope="col">Rating</th>
                  {canInvite && <th scope="col">Invite</th>}
                </tr>
              </thead>
              <tbody>
                {creators.data.results.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <Link to={paths.internal.creator.getHref(c.id)}>{c.name}</Link>
                      <br />
                      <span className={styles.muted}>{c.location ?? 'Location not set'}</span>
                    </td>
                    <td>
                      <ul className={styles.campaignList}>
                        {c.campaigns.map((x) => (
                          <li key={x.match_id}>
                            {x.title} · <span className={styles.muted}>{x.status.replace('_', ' ')}</span>
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      {c.deliverables.done}/{c.deliverables.total} done
                      {c.deliverables.late > 0 && (
                        <>
                          <br />
                          <span className={`${styles.badge} ${styles.tone_bad}`}>{c.deliverables.late} late</span>
                        </>
                      )}
                    </td>
                    <td>{formatMoney(c.total_paid_cents)}</td>
                    <td>
                      {shortenNumber(c.followers)} followers
                      <br />
                      <span className={styles.muted}>
                        {c.engagement_rate === null
                          ? 'No connected account'
                          : `${c.engagement_rate.toFixed(2)}% engagement`}
                      </span>
                    </td>
                    <td className={styles.nowrap}>
                      {c.credibility === null ? (
                        <span className={styles.muted}>No figures</span>
                      ) : (
                        <>{c.credibility}/100</>
                      )}
                    </td>
                    <td className={styles.nowrap}>
                      {c.rating === null ? (
                        <span className={styles.muted}>Not rated</span>
                      ) : (
                        <>
                          {c.rating.toFixed(1)} / 5<br />
                          <span className={styles.muted}>{c.rated_deliverables} approved</span>
                        </>
                      )}
                    </td>
                    {canInvite && (
                      <td>
                        {org.data && <InviteToCampaign brandId={uuid} creator={c} campaigns={org.data.campaigns} />}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
};

export default OrganizationCreatorsPage;
