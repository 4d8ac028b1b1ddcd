import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { TCreatorCard } from '@schemas/creator-search';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { CredibilitySummary } from '@/components/ui/credibility-summary';
import styles from './brand-creators.module.css';
import { formatCount, formatMoney, platformLabel } from '@/lib/format';
import { Facts } from '@/components/ui/facts';
import { ChipList } from '@/components/ui/chip-list';

type Props = {
  creator: TCreatorCard;
  /** The creator's profile. */
  href: string;
  canSave: boolean;
  canInvite: boolean;
  saving: boolean;
  onToggleSave: (creator: TCreatorCard) => void;
  onInvite: (creator: TCreatorCard) => void;
};

/**
 * One creator in the database results: reach, engagement, rates, niches, save and add-to-campaign. Memoised: the
 * page draws again as the search runs, as text is typed or a card is saved, and the other cards stay as they are.
 */
export const CreatorResultCard = memo(function CreatorResultCard({
  creator,
  href,
  canSave,
  canInvite,
  saving,
  onToggleSave,
  onInvite,
}: Props) {
  return (
    <article className={styles.card} aria-labelledby={`creator-${creator.id}`}>
      <div className={styles.person}>
        <Avatar name={creator.name} src={creator.display_picture} />
        <div>
          <h2 id={`creator-${creator.id}`} className={styles.cardTitle}>
            <Link to={href}>{creator.name}</Link>
          </h2>
          <p className={styles.muted}>
            {[...new Set(creator.accounts.map((a) => `@${a.handle}`))].slice(0, 2).join(' · ')}
            {creator.location ? ` · ${creator.location.label}` : ''}
          </p>
        </div>
      </div>
      <p className={styles.muted} style={{ color: 'var(--color-text)' }}>
        {creator.bio}
      </p>
      <Facts
        className={styles.numbers}
        facts={[
          ['Followers', formatCount(creator.total_followers)],
          ['Engagement', `${creator.engagement_rate.toFixed(1)}%`],
          ['Platforms', creator.accounts.map((a) => platformLabel(a.platform)).join(', ') || '—'],
          [
            'Rates',
            creator.rate_min_cents != null
              ? `${formatMoney(creator.rate_min_cents, 'USD', 'whole')}–${formatMoney(creator.rate_max_cents ?? creator.rate_min_cents, 'USD', 'whole')}`
              : '—',
          ],
          creator.audience && [
            'Audience',
            <>
              {creator.audience.female_pct}% women · {creator.audience.top_age_range} ·{' '}
              {creator.audience.top_country_code}
            </>,
          ],
        ]}
      />
      <CredibilitySummary credibility={creator.credibility} />
      <ChipList label="Niches" items={creator.niches} />
      <div className={styles.row}>
        {canSave && (
          <Button
            size="small"
            color={creator.is_saved ? 'secondary' : 'tertiary'}
            loading={saving}
            aria-pressed={creator.is_saved}
            onClick={() => onToggleSave(creator)}
          >
            {creator.is_saved ? 'Saved' : 'Save'}
            <span className="visually-hidden"> {creator.name}</span>
          </Button>
        )}
        {canInvite && (
          <Button size="small" onClick={() => onInvite(creator)}>
            Add to campaign<span className="visually-hidden"> ({creator.name})</span>
          </Button>
        )}
      </div>
    </article>
  );
});
