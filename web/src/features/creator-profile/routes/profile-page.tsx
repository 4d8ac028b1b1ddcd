import { Link } from 'react-router-dom';
import type { TCreatorProfile } from '@schemas/creator-profile';
import { Avatar } from '@/components/ui/avatar';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRates } from '../api/get-rates';
import { useSocialDetail } from '../api/get-social-detail';
import { AccountHead } from '../components/account-head';
import { CompletenessMeter } from '../components/completeness-meter';
import { CredibilityBadge } from '../components/status-badge';
import { WithProfile } from '../components/with-profile';
import styles from '../components/creator-profile.module.css';
import { deliverableTypeLabel, formatCount, formatMoney, formatRelative, platformLabel } from '@/lib/format';
import { Facts } from '@/components/ui/facts';

const Accounts = ({ profileId }: { profileId: string }) => {
  const detail = useSocialDetail(profileId);
  if (detail.isPending) return <Skeleton height={120} />;
  if (detail.isError)
    return <ErrorState description="Your accounts could not be loaded." onRetry={() => detail.refetch()} />;
  const live = detail.data.accounts.filter((a) => a.status !== 'NOT_CONNECTED');
  if (live.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="No connected accounts"
        description="Brands cannot see your audience yet."
        actions={<AppButtonLink to={paths.creator.settingsSocialMedia.path}>Connect an account</AppButtonLink>}
      />
    );
  return (
    <ul className={styles.accounts}>
      {live.map((a) => (
        <li key={a.id} className={styles.account}>
          <AccountHead
            platform={a.platform}
            title={
              a.profile?.url ? (
                <a href={a.profile.url} target="_blank" rel="noreferrer">
                  @{a.handle}
                </a>
              ) : (
                `@${a.handle}`
              )
            }
            detail={`${platformLabel(a.platform)} · synced ${formatRelative(a.last_synced_at)}`}
            aside={a.credibility && <CredibilityBadge {...a.credibility} />}
          />
          <Facts
            className={styles.figures}
            facts={[
              ['Followers', formatCount(a.followers)],
              ['Engagement', `${a.engagement_rate}%`],
              [
                'Top country',
                a.audience?.countries[0] ? `${a.audience.countries[0].code} ${a.audience.countries[0].value}%` : '—',
              ],
              ['Posts analysed', a.metrics?.posts_analyzed ?? '—'],
            ]}
          />
        </li>
      ))}
    </ul>
  );
};

const Rates = () => {
  const rates = useRates();
  if (rates.isPending) return <Skeleton height={60} />;
  if (rates.isError)
    return <ErrorState description="Your rates could not be loaded." onRetry={() => rates.refetch()} />;
  if (rates.data.length === 0)
    return (
      <p className={styles.muted}>
        No rates yet. <Link to={paths.creator.settingsProfile.path}>Add your rates</Link>.
      </p>
    );
  return (
    <ul className={styles.chips} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rates.data.map((r) => (
        <li key={r.id} className={`${styles.badge} ${styles.tone_muted}`}>
          {platformLabel(r.platform)} {deliverableTypeLabel(r.deliverable_type)} ·{' '}
          {formatMoney(r.rate_cents, r.currency)}
        </li>
      ))}
    </ul>
  );
};

const ProfileView = ({ profile }: { profile: TCreatorProfile }) => (
  <div className={styles.stack}>
    <Card>
      <div className={styles.accountHead}>
        <Avatar name={profile.name} src={profile.display_picture} size="large" />
        <div className={styles.accountName}>
          <h2 style={{ margin: 0 }}>{profile.name}</h2>
          <p className={styles.muted}>
            {[
              profile.location?.label,
              `${formatCount(profile.total_followers)} followers`,
              profile.languages.join(', '),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      <p style={{ marginTop: 16 }}>{profile.bio || <span className={styles.muted}>No bio yet.</span>}</p>
      <ul className={styles.chips} style={{ listStyle: 'none', padding: 0, marginTop: 12 }}>
        {profile.niches.map((n) => (
          <li key={n} className={`${styles.badge} ${styles.tone_info}`}>
            {n}
          </li>
        ))}
      </ul>
      <div style={{ marginTop: 16 }}>
        <CompletenessMeter completeness={profile.completeness} />
      </div>
    </Card>
    <Card title="Social accounts" description="Exactly what brands see, with when each was last synced.">
      <Accounts profileId={profile.id} />
    </Card>
    <Card title="Rates">
      <Rates />
    </Card>
  </div>
);

/** /creator/profile: the creator's public profile as brands see it. */
const ProfilePage = () => (
  <div className={styles.stack}>
    <PageHeader
      eyebrow="Creator"
      title="My profile"
      description="This is what brands see when they consider you for a campaign."
      actions={
        <AppButtonLink to={paths.creator.settingsProfile.path} color="secondary">
          Edit profile
        </AppButtonLink>
      }
    />
    <WithProfile>{(profile) => <ProfileView profile={profile} />}</WithProfile>
  </div>
);
export default ProfilePage;
