import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from './campaign-metrics.module.css';

const INCLUDED = [
  'Impressions, reach, views and engagement for every live post',
  'Spend, CPM, CPE and earned media value',
  'Charts over time and per creator, CSV export',
  'Metrics requests to creators',
];

/** Shown instead of the report when the plan (or the role) does not include Campaign Metrics Report. */
export const MetricsUpsell = ({ isStrategist }: { isStrategist: boolean }) => (
  <section className={styles.upsell} aria-labelledby="upsell-title">
    <p className={styles.upsellEyebrow}>Campaign Metrics Report</p>
    <h2 id="upsell-title" className={styles.upsellTitle}>
      {isStrategist ? 'Metrics are for the brand’s own team' : 'See what your creators delivered'}
    </h2>
    <p className={styles.muted}>
      {isStrategist
        ? 'The campaign metrics report is not part of strategist access. The brand’s team can open it on the Growth plan or higher.'
        : 'The metrics report is included in the Growth and Enterprise plans. Upgrade to measure every post of this campaign.'}
    </p>
    <ul className={styles.upsellList}>
      {INCLUDED.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
    {!isStrategist && <ButtonLink to={paths.brand.plans.getHref('Campaign Metrics Report')}>Compare plans</ButtonLink>}
  </section>
);
