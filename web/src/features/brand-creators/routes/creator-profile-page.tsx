import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AudienceCharts } from '@/components/audience/audience-charts';
import { sharesFromDistributions } from '@/components/audience/audience-shares';
import { Button } from '@/components/ui/button';
import { BackButton } from '@/components/ui/back-button';
import { Card } from '@/components/ui/card';
import { CreatorRatesTable } from '@/components/match/creator-rates-table';
import { CredibilitySummary } from '@/components/ui/credibility-summary';
import { QueryError } from '@/components/ui/query-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/auth/use-can';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useCreatorProfile } from '../api/get-creator-profile';
import { useToggleSaved } from '../api/saved-profiles';
import { AddToCampaignModal } from '../components/add-to-campaign-modal';
import { useCreatorHref } from '../components/creator-links';
import { UpsellCard } from '@/components/ui/upsell-card';
import styles from '../components/brand-creators.module.css';
import { formatCount, formatDate, formatMoney, MATCH_STATUS_LABELS, platformLabel } from '@/lib/format';
import { ChipList } from '@/components/ui/chip-list';

/** A creator's profile for a brand: accounts and stats, audience, rates, past campaigns with this brand. */
const CreatorProfilePage = () => {
  const { uuid = '' } = useParams();
  const links = useCreatorHref();
  const allowed = useCan('CREATOR_PROFILE') || links.isStrategist;
  const canSave = useCan('SAVE_CREATORS');
  const canInvite = useCan('ADD_TO_CAMPAIGN');
  const profile = useCreatorProfile(uuid, allowed);
  const toggle = useToggleSaved();
  const [inviting, setInviting] = useState(false);
  const back = <BackButton to={links.database} label="Creator database" />;
  if (!allowed)
    return (
      <div className={styles.stack}>
        <PageHeader back={back} title="Creator profile" />
        <UpsellCard
          feature="Creator Profile"
          description="See a creator’s accounts, audience, rates and history with your brand."
        />
      </div>
    );
  if (profile.isPending) return <Spinner label="Loading creator" />;
  if (profile.isError) return <QueryError query={profile} title="We could not load this creator" actions={back} />;
  const c = profile.data;
  return (
    <div className={styles.stack}>
      <PageHeader
        back={back}
        eyebrow="Creator"
        title={c.name}
        description={`${c.location?.label ?? 'Location unknown'} · ${c.languages.join(', ')}`}
        actions={
          <div className={styles.row}>
            {canSave && (
              <Button
                color="secondary"
                aria-pressed={c.is_saved}
                loading={toggle.isPending}
                onClick={() =>
                  toggle.mutate(
                    { id: c.id, saved: c.is_saved },
                    {
                      onSuccess: () =>
                        showSnackbar({ message: c.is_saved ? 'Removed from saved creators.' : 'Saved.' }),
                    },
                  )
                }
              >
                {c.is_saved ? 'Saved' : 'Save creator'}
              </Button>
            )}
            {canInvite && <Button onClick={() => setInviting(true)}>Invite to a campaign</Button>}
          </div>
        }
      />
      <p style={{ margin: 0 }}>{c.bio}</p>
      <ChipList label="Niches" items={c.niches} />
      <div className={styles.stats}>
        <div className={styles.stat}>
          <p className={styles.statLabel}>Followers</p>
          <p className={styles.statValue}>{formatCount(c.total_followers)}</p>
        </div>
        <div className={styles.stat}>
          <p className={styles.statLabel}>Engagement</p>
          <p className={styles.statValue}>{c.engagement_rate.toFixed(1)}%</p>
        </div>
        <div className={styles.stat}>
          <p className={styles.statLabel}>Rates from</p>
          <p className={styles.statValue}>
            {c.rate_min_cents != null ? formatMoney(c.rate_min_cents, 'USD', 'whole') : '—'}
          </p>
        </div>
        <div className={styles.stat}>
          <p className={styles.statLabel}>Campaigns with you</p>
          <p className={styles.statValue}>{c.past_campaigns.length}</p>
        </div>
      </div>
      <Card title="Audience credibility" aria-label="Audience credibility">
        <CredibilitySummary credibility={c.credibility} explained={c.credibility_explained} />
        {c.credibility && c.credibility_explained === null && (
          <p className={styles.muted}>Profile Access also explains what each reading means for this creator.</p>
        )}
      </Card>
      <Card title="Social accounts">
        <div style={{ overflowX: 'auto' }}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Platform</th>
                <th scope="col">Handle</th>
                <th scope="col">Followers</th>
                <th scope="col">Engagement</th>
                <th scope="col">Last synced</th>
              </tr>
            </thead>
            <tbody>
              {c.accounts.map((a) => (
                <tr key={`${a.platform}-${a.handle}`}>
                  <td>{platformLabel(a.platform)}</td>
                  <td>@{a.handle}</td>
                  <td>{formatCount(a.followers)}</td>
                  <td>{a.engagement_rate.toFixed(1)}%</td>
                  <td>
                    {a.status === 'CONNECTED' ? formatDate(a.last_synced_at) : a.status.replace('_', ' ').toLowerCase()}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card title="Audience">
        {c.locked.includes('audience') ? (
          <UpsellCard feature="Profile Access" description="See the creator’s audience by age, gender and country." />
        ) : c.audience_distributions ? (
          <AudienceCharts
            shares={sharesFromDistributions({
              age: c.audience_distributions.age,
              countries: c.audience_distributions.countries,
              femalePct: c.audience?.female_pct ?? null,
            })}
          />
        ) : (
          <p className={styles.muted}>No audience data yet.</p>
        )}
      </Card>
      <div className={styles.grid2}>
        <Card title="Rates">
          {c.locked.includes('rates') ? (
            <UpsellCard feature="Profile Access" description="See what the creator charges per deliverable." />
          ) : c.rates.length === 0 ? (
            <p className={styles.muted}>No rates published.</p>
          ) : (
            <CreatorRatesTable rates={c.rates} rate={(r) => formatMoney(r.rate_cents, r.currency, 'whole')} />
          )}
        </Card>
        <Card title="Past campaigns with your brand">
          {c.past_campaigns.length === 0 ? (
            <p className={styles.muted}>You have not worked together yet.</p>
          ) : (
            <ul className={styles.list}>
              {c.past_campaigns.map((p) => (
                <li key={p.match_id} className={styles.listItem}>
                  <div className={styles.spread}>
                    <strong>{p.campaign_title}</strong>
                    <span className={styles.chip}>{MATCH_STATUS_LABELS.brand[p.status]}</span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <AddToCampaignModal creator={inviting ? c : null} onClose={() => setInviting(false)} />
    </div>
  );
};

export default CreatorProfilePage;
