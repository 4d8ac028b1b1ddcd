import type { TMyMatchDetail } from '@schemas/creator-matches';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useMatchPayment } from '@/lib/queries/get-match-payment';
import { MatchMoneyNote } from '@/components/match/match-money-note';
import { DeliverablesTable } from '../components/deliverables-table';
import { MatchStatusBadge } from '@/components/ui/status-badge';
import { CampaignScreen, NotYetInCampaign } from '../components/campaign-screen';
import styles from '../components/creator-campaigns.module.css';
import { formatDate, formatMoney, matchHistoryLabel } from '@/lib/format';
import { Facts } from '@/components/ui/facts';

const Money = ({ match }: { match: TMyMatchDetail }) => {
  const payment = useMatchPayment(match.id);
  const currency = match.campaign.currency;
  const p = payment.data;
  return (
    <div className={styles.stackSm}>
      <Facts
        className={styles.facts}
        facts={[
          ['Agreed fee', match.offered_rate_cents !== null ? formatMoney(match.offered_rate_cents, currency) : '—'],
          // Escrow holds the contract's price; the platform fee comes off each part as it is released to you.
          ['In escrow, before the fee', p ? formatMoney(p.in_escrow_cents, p.currency) : '…'],
          ['Released to you', p ? formatMoney(p.released_cents, p.currency) : '…'],
          ['Paid out', p ? formatMoney(p.paid_out_cents, p.currency) : '…'],
          ['Contract', match.contract?.signed_at ? `Signed ${formatDate(match.contract.signed_at)}` : 'Not signed'],
        ]}
      />
      {payment.isError && <p className={styles.muted}>The payment figures could not be loaded.</p>}
      <MatchMoneyNote matchId={match.id} />
    </div>
  );
};

/** /creator/campaigns/overview/{uuid}: my progress — deliverables and due dates, money, contract and history. */
const OverviewPage = () => {
  return (
    <CampaignScreen
      header={({ match }) => ({
        description: 'Your progress in this campaign.',
        actions: match && <MatchStatusBadge status={match.status} side="creator" />,
      })}
    >
      {({ campaign, match }) => (
        <>
          {!match ? (
            <NotYetInCampaign
              campaignId={campaign.id}
              title="You are not part of this campaign yet"
              description="Read the brief and apply with a pitch."
              action="Read the brief"
            />
          ) : (
            <div className={styles.twoCol}>
              <div className={styles.stack}>
                <Card title="Deliverables" description="Open one to see what the brand expects and to submit content.">
                  {match.deliverable_items.length ? (
                    <DeliverablesTable items={match.deliverable_items} currency={match.campaign.currency} />
                  ) : (
                    <p className={styles.muted}>Deliverables appear here once you sign the contract.</p>
                  )}
                </Card>
                <Card title="Money">
                  <Money match={match} />
                </Card>
              </div>
              <Card title="History">
                <ol className={styles.timeline}>
                  {match.timeline.map((t, i) => (
                    <li key={i}>
                      <strong>{matchHistoryLabel(t.to_status)}</strong> · {formatDate(t.at)} · by {t.by}
                      {t.note ? ` — ${t.note}` : ''}
                    </li>
                  ))}
                </ol>
                {match.status === 'accepted' && (
                  <div style={{ marginTop: 16 }}>
                    <AppButtonLink to={paths.creator.signContract.getHref(campaign.id)}>
                      Sign the contract
                    </AppButtonLink>
                  </div>
                )}
                {match.contract?.signed_at && (
                  <div style={{ marginTop: 16 }}>
                    <AppButtonLink color="secondary" to={paths.creator.signContract.getHref(campaign.id)}>
                      View the contract
                    </AppButtonLink>
                  </div>
                )}
              </Card>
            </div>
          )}
        </>
      )}
    </CampaignScreen>
  );
};
export default OverviewPage;
