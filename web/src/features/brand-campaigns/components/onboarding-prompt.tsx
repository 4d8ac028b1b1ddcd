import { AppButtonLink } from '@/components/ui/app-link';
import { Callout } from '@/components/ui/callout';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/stores/auth-store';

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
    <Callout
      label="Finish setting up"
      title="Finish setting up your brand"
      description="Two quick questions about your company and goals help us suggest the right creators."
      action={
        <AppButtonLink to={paths.brand.onboarding.getHref()} size="small">
          Continue setup
        </AppButtonLink>
      }
    />
  );
};
