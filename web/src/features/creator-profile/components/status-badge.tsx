import styles from './creator-profile.module.css';

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
