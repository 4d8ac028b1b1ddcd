import { paths } from '@/config/paths';
import { ButtonLink } from './button-link';
import { SparklesIcon } from './icons';
import styles from './upsell-card.module.css';

/** What a plan-gated feature would do, with the way to get it — never an error. */
export const UpsellCard = ({ feature, description }: { feature: string; description: string }) => (
  <aside className={styles.upsell} aria-label={`${feature} is not in your plan`}>
    <SparklesIcon size={22} />
    <div className={styles.body}>
      <p className={styles.title}>{feature} is available on a higher plan</p>
      <p className={styles.description}>{description}</p>
    </div>
    <ButtonLink to={paths.brand.plans.getHref(feature)} color="secondary" size="small">
      See plans
    </ButtonLink>
  </aside>
);
