import type { TApprovalQueueItem } from '@schemas/staff';
import type { TPlatform } from '@schemas/social';
import { PLATFORM_LABELS } from '@schemas/vocabularies';
import layout from '@/components/styles/layout.module.css';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import styles from './staff.module.css';
import { deliverableName, enumLabel, formatCount, formatDate, formatMoney, formatPercent } from '@/lib/format';
import { Table } from '@/components/ui/table';

type Props = { creator: TApprovalQueueItem; busy: boolean; onApprove?: () => void; onReject?: () => void };

const platformLabel = (p: string) => PLATFORM_LABELS[p as TPlatform] ?? p;

/** One creator in the approval queue: who they are, their accounts with audience and credibility, their rates. */
export const CreatorReviewCard = ({ creator, busy, onApprove, onReject }: Props) => (
  <Card as="article" aria-label={creator.name}>
    <div className={layout.stackSm}>
      <div className={layout.spread}>
        <div className={styles.who}>
          <Avatar name={creator.name || creator.email} src={creator.display_picture} />
          <div>
            <h2 className={layout.name}>{creator.name}</h2>
            <p className={layout.muted}>
              {creator.email} · signed up {formatDate(creator.signed_up_at)}
              {creator.email_verified ? '' : ' · e-mail not verified'}
              {creator.display_picture ? '' : ' · no photo'}
            </p>
          </div>
        </div>
        {(onApprove || onReject) && (
          <div className={layout.row}>
            {onReject && (
              <Button color="secondary" aria-haspopup="dialog" disabled={busy} onClick={onReject}>
                Ask for changes…
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
        <p className={layout.muted}>
          <span className={`${layout.badge} ${layout.badgeBad}`}>
            Changes requested {formatDate(creator.latest_review.created_at)}
          </span>{' '}
          {creator.latest_review.reason}
        </p>
      )}
      {creator.latest_review?.decision === 'requested' && (
        <p className={layout.muted}>
          <span className={`${layout.badge} ${layout.badgeWarn}`}>Resubmitted after changes</span>
          {creator.changes_asked && <> You asked: “{creator.changes_asked}”</>}
        </p>
      )}
      <p className={styles.bio}>{creator.bio || 'No bio.'}</p>
      <div className={layout.row}>
        {creator.location && <span className={layout.badge}>{creator.location}</span>}
        {creator.niches.map((n) => (
          <span key={n} className={layout.badge}>
            {n}
          </span>
        ))}
        {creator.languages.map((l) => (
          <span key={l} className={layout.badge}>
            {l}
          </span>
        ))}
      </div>
      <div className={styles.facts}>
        <div className={styles.fact}>
          <span className={styles.factLabel}>Followers</span>
          <strong>{formatCount(creator.total_followers)}</strong>
        </div>
        <div className={styles.fact}>
          <span className={styles.factLabel}>Audience</span>
          <strong>
            {creator.audience
              ? `${creator.audience.female_pct}% women · ${creator.audience.top_age_range} · ${creator.audience.top_country_code}`
              : 'Not synced yet'}
          </strong>
        </div>
      </div>
      <Table
        caption="Connected accounts"
        rows={creator.accounts}
        rowKey={(a) => a.id}
        columns={[
          {
            header: 'Account',
            cell: (a) => (
              <>
                {platformLabel(a.platform)} @{a.handle}
                {a.status !== 'CONNECTED' && (
                  <span className={`${layout.badge} ${layout.badgeWarn}`}> {enumLabel(a.status)}</span>
                )}
              </>
            ),
          },
          { header: 'Followers', cell: (a) => formatCount(a.followers) },
          { header: 'Engagement', cell: (a) => formatPercent(a.engagement_rate) },
          {
            header: 'Credibility',
            cell: (a) =>
              a.credibility ? (
                <span
                  className={`${layout.badge} ${a.credibility.score >= 70 ? layout.badgeGood : a.credibility.score >= 45 ? layout.badgeWarn : layout.badgeBad}`}
                >
                  {a.credibility.score}/100 ({a.credibility.confidence} confidence)
                </span>
              ) : (
                'Not measured yet'
              ),
          },
        ]}
      />
      {creator.rates.length > 0 ? (
        <div className={layout.row} aria-label="Rates">
          {creator.rates.map((r) => (
            <span key={`${r.platform}-${r.deliverable_type}`} className={layout.badge}>
              {deliverableName({ platform: r.platform, type: r.deliverable_type })}:{' '}
              {formatMoney(r.rate_cents, r.currency)}
            </span>
          ))}
        </div>
      ) : (
        <p className={layout.muted}>No rates set.</p>
      )}
    </div>
  </Card>
);
