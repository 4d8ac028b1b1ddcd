import type { TCampaignHealth } from '@schemas/internal-organizations';
import styles from './internal-organizations.module.css';

const HEALTH: Record<TCampaignHealth['level'], [string, string]> = {
  on_track: ['good', 'On track'],
  needs_attention: ['warn', 'Needs attention'],
  at_risk: ['bad', 'At risk'],
  idle: ['muted', 'Idle'],
};

export const HealthBadge = ({ level }: { level: TCampaignHealth['level'] }) => {
  const [tone, label] = HEALTH[level];
  return <span className={`${styles.badge} ${styles[`tone_${tone}`]}`}>{label}</span>;
};
