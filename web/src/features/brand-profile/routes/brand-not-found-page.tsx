import { AppButtonLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/** A brand user whose account has no brand (removed from the team, or a broken invitation). */
const BrandNotFoundPage = () => (
  <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
    <PageHeader title="Brand not found" description="We could not find a brand linked to your account." />
    <EmptyState
      title="No brand is linked to this account"
      description="Ask your team admin to invite you again, or contact support and we will sort it out."
      actions={
        <>
          <AppButtonLink to={paths.brand.support.path}>Contact support</AppButtonLink>
          <AppButtonLink to={paths.brand.settingsAccount.path} color="secondary">
            Account settings
          </AppButtonLink>
        </>
      }
    />
  </div>
);

export default BrandNotFoundPage;
