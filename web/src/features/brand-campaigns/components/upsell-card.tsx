import { ButtonLink } from '@/components/ui/button-link';
import { SparklesIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './brand-campaigns.module.css';

/** What a plan-gated feature would do, with the way to get it — never an error. */
export const UpsellCard = ({ feature, description }: { feature: string; description: string }) => (
  <aside className={styles.upsell} aria-label={`${feature} is not in your plan`}>
    <SparklesIcon size={22} />
    <div>
      <p className={styles.upsellTitle}>{feature} is available on a higher plan</p>
      <p className={styles.muted}>{description}</p>
    </div>
    <ButtonLink to={paths.brand.plans.getHref(feature)} color="secondary" size="small">
      See plans
    </ButtonLink>
  </aside>
);
