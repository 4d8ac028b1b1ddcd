import { Button, type ButtonSize } from '@/components/ui/button';
import { AppButtonLink } from '@/components/ui/app-link';
import layout from '@/components/styles/layout.module.css';
import { paths } from '@/config/paths';
import { useActFor } from '@/lib/auth/use-act-for';
import { useAuthStore } from '@/lib/stores/auth-store';

/**
 * The way into a managed brand's workspace: "Act for this brand" chooses it; for the brand already chosen, the
 * page says so and leads straight to its campaigns (choosing it again would only drop the cached data).
 */
export const ActForBrand = ({ brand, size }: { brand: { id: string; name: string }; size?: ButtonSize }) => {
  const actFor = useActFor();
  const actingForIt = useAuthStore((s) => s.selectedBrand?.id === brand.id);
  if (!actingForIt)
    return (
      <Button size={size} onClick={() => actFor(brand)} aria-label={`Act for ${brand.name}`}>
        Act for this brand
      </Button>
    );
  return (
    <>
      <span className={`${layout.badge} ${layout.badgeGood}`}>Acting for this brand</span>
      <AppButtonLink size={size} to={paths.internal.campaigns.path} aria-label={`Open the campaigns of ${brand.name}`}>
        Open its campaigns
      </AppButtonLink>
    </>
  );
};
