import type { TApprovalQueueItem } from '@schemas/staff';
import { PLATFORM_LABELS, type TPlatform } from '@schemas/social';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate, formatMoney } from '@/lib/format-date';
import { shortenNumber } from '@/lib/number-shortener';
import styles from './staff.module.css';

type Props = { creator: TApprovalQueueItem; busy: boolean; onApprove?: () => void; onReject?: () => void };

const platformLabel = (p: string) => PLATFORM_LABELS[p as TPlatform] ?? p;

/** One creator in the approval queue: who they are, their accounts with audience and credibility, their rates. */
export const CreatorReviewCard = ({ creator, busy, onApprove, onReject }: Props) => (
  <Card as="article" aria-label={creator.name}>
    <div className={styles.stackSm}>
      <div className={styles.spread}>
        <div>
          <h2 className={styles.name}>{creator.name}</h2>
          <p className={styles.muted}>
            {creator.email} · signed up {formatDate(creator.signed_up_at)}
            {creator.email_verified ? '' : ' · e-mail not verified'}
          </p>
        </div>
        {(onApprove || onReject) && (
          <div className={styles.actions}>
            {onReject && (
              <Button color="secondary" disabled={busy} onClick={onReject}>
                Reject…
              </Button>
            )}
            {onApprove && (
              <Button loading={busy} onClick={onApprove}>
                Approve
              </Button>
            )}
          </div>
        )}
      </div>
      {creator.latest_review?.decision === 'rejected' && (
        <p className={styles.muted}>
          <span className={`${styles.chip} ${styles.chipBad}`}>Changes requested {formatDate(creator.latest_review.created_at)}</span> {creator.latest_review.reason}
        </p>
      )}
      {creator.latest_review?.decision === 'requested' && (
        <p className={styles.muted}>
          <span className={`${styles.chip} ${styles.chipWarn}`}>Resubmitted after changes</span>
        </p>
      )}
      <p className={styles.bio}>{creator.bio || 'No bio.'}</p>
      <div className={styles.row}>
        {creator.location && <span className={styles.chip}>{creator.location}</span>}
        {creator.niches.map((n) => (
          <span key={n} className={styles.chip}>
            {n}
          </span>
        ))}
        {creator.languages.map((l) => (
          <span key={l} className={styles.chip}>
            {l}
          </span>
        ))}
      </div>
      <div className={styles.facts}>
        <div className={styles.fact}>
          <span className={styles.factLabel}>Followers</span>
          <strong>{shortenNumber(creator.total_followers)}</strong>
        </div>
        <div className={styles.fact}>
          <span className={styles.factLabel}>Audience</span>
          <strong>{creator.audience ? `${creator.audience.female_pct}% women · ${creator.audience.top_age_range} · ${creator.audience.top_country_code}` : 'Not synced yet'}</strong>
        </div>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.muted} style={{ textAlign: 'left' }}>
            Connected accounts
          </caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">Followers</th>
              <th scope="col">Engagement</th>
              <th scope="col">Credibility</th>
            </tr>
          </thead>
          <tbody>
            {creator.accounts.map((a) => (
              <tr key={a.id}>
                <td>
                  {platformLabel(a.platform)} @{a.handle}
                  {a.status !== 'CONNECTED' && <span className={`${styles.chip} ${styles.chipWarn}`}> {a.status.toLowerCase().replace('_', ' ')}</span>}
                </td>
                <td>{shortenNumber(a.followers)}</td>
                <td>{a.engagement_rate.toFixed(2)}%</td>
                <td>
                  {a.credibility ? (
                    <span className={`${styles.chip} ${a.credibility.score >= 70 ? styles.chipGood : a.credibility.score >= 45 ? styles.chipWarn : styles.chipBad}`}>
                      {a.credibility.score}/100 ({a.credibility.confidence} confidence)
                    </span>
                  ) : (
                    'Not measured yet'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {creator.rates.length > 0 ? (
        <div className={styles.row} aria-label="Rates">
          {creator.rates.map((r) => (
            <span key={`${r.platform}-${r.deliverable_type}`} className={styles.chip}>
              {platformLabel(r.platform)} {r.deliverable_type}: {formatMoney(r.rate_cents, r.currency)}
            </span>
          ))}
        </div>
      ) : (
        <p className={styles.muted}>No rates set.</p>
      )}
    </div>
  </Card>
);
