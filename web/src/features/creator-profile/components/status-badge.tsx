import type { TAccountStatus } from '@schemas/social';
import styles from './creator-profile.module.css';

const ACCOUNT_STATUS: Record<TAccountStatus, { label: string; tone: string }> = {
  CONNECTED: { label: 'Connected', tone: 'good' },
  SESSION_EXPIRED: { label: 'Session expired', tone: 'warn' },
  NOT_CONNECTED: { label: 'Disconnected', tone: 'muted' },
};

export const AccountStatusBadge = ({ status }: { status: TAccountStatus }) => (
  <span className={`${styles.badge} ${styles[`tone_${ACCOUNT_STATUS[status].tone}`]}`}>
    {ACCOUNT_STATUS[status].label}
  </span>
);

const CONFIDENCE_TONE = { high: 'good', medium: 'info', low: 'warn' } as const;

/** Our audience-credibility score with how sure we are of it. */
export const CredibilityBadge = ({ score, confidence }: { score: number; confidence: 'low' | 'medium' | 'high' }) => (
  <span
    className={`${styles.badge} ${styles[`tone_${score >= 70 ? CONFIDENCE_TONE[confidence] : 'bad'}`]}`}
    title={`Audience credibility ${score}/100, ${confidence} confidence`}
  >
    Credibility {score}/100 · {confidence} confidence
  </span>
);
