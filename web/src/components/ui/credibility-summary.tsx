import type { TCreatorCredibility } from '@schemas/creator-search';
import { PLATFORM_LABELS } from '@schemas/vocabularies';
import layout from '@/components/styles/layout.module.css';
import styles from './credibility-summary.module.css';

const tone = (score: number) => (score >= 75 ? layout.badgeGood : score >= 50 ? layout.badgeWarn : layout.badgeBad);

/** On a card: the first three readings (engagement, real audience, likes) and any other that raised a concern. */
const cardBasis = (basis: TCreatorCredibility['basis']) =>
  basis.filter((b, i) => i < 3 || b.verdict === 'concern').map((b) => b.text);

type Explained = { key: string; text: string; explanation: string }[];

/**
 * A creator's audience-credibility score with what it is based on: "Credibility 82/100 · based on engagement
 * 2.1 %, real audience 88 %, steady likes". `explained` adds what each reading means (the creator's profile).
 */
export const CredibilitySummary = ({
  credibility,
  explained,
}: {
  credibility: TCreatorCredibility | null;
  explained?: Explained | null;
}) => {
  if (!credibility)
    return <p className={styles.line}>Credibility: not scored yet (no connected account with synced data).</p>;
  const { score, confidence, platform, basis } = credibility;
  return (
    <div className={styles.summary}>
      <p className={styles.line}>
        <span className={`${layout.badge} ${tone(score)}`}>Credibility {score}/100</span>{' '}
        <span>
          based on {cardBasis(basis).join(', ')}
          <span className={styles.muted}>
            {' '}
            ({PLATFORM_LABELS[platform]}, {confidence} confidence)
          </span>
        </span>
      </p>
      {explained && explained.length > 0 && (
        <ul className={styles.details} aria-label="What the credibility score is based on">
          {explained.map((b) => (
            <li key={b.key} data-verdict={basis.find((x) => x.key === b.key)?.verdict}>
              <strong>{b.text}</strong> — {b.explanation}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
