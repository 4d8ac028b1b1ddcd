import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from './wallet.module.css';

/** Shown instead of the wallet when the plan (or the role) does not include Creator Spend. */
export const CreatorSpendUpsell = ({ isStrategist }: { isStrategist: boolean }) => (
  <section className={styles.upsell} aria-labelledby="spend-upsell-title">
    <h2 id="spend-upsell-title">
      {isStrategist ? 'The wallet is for the brand’s own team' : 'Pay creators through Social Loop'}
    </h2>
    <p className={styles.muted}>
      {isStrategist
        ? 'Creator spend is not part of strategist access. The brand’s team funds and manages its wallet.'
        : 'Creator Spend is included in the Growth and Enterprise plans: fund creator payments up front, hold them on offers and release them automatically when content is approved.'}
    </p>
    {!isStrategist && <ButtonLink to={paths.brand.plans.path}>Compare plans</ButtonLink>}
  </section>
);
