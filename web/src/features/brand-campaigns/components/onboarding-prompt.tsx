import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/stores/auth-store';
import styles from './brand-campaigns.module.css';

/** Brands that have not finished onboarding (spec §3 flags) are invited back to it, never forced. */
export const OnboardingPrompt = () => {
  const pending = useAuthStore(
    (s) =>
      s.user?.profile_of === 'Brand' &&
      s.onboarding.onboarding_required === true &&
      s.onboarding.brand_onboarding_completed !== true,
  );
  if (!pending) return null;
  return (
    <aside className={styles.upsell} aria-label="Finish setting up">
      <div>
        <p className={styles.upsellTitle}>Finish setting up your brand</p>
        <p className={styles.muted}>
          Two quick questions about your company and goals help us suggest the right creators.
        </p>
      </div>
      <ButtonLink to={paths.brand.onboarding.path} size="small">
        Continue setup
      </ButtonLink>
    </aside>
  );
};
