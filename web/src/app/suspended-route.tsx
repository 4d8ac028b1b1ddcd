import SuspendedPage from '@/features/account-status/routes/suspended-page';
import OwnSupportSection from '@/features/support/routes/own-support-section';
import { useAuthStore } from '@/lib/stores/auth-store';

/** /brand/suspended and /creator/suspended: the suspension notice, and support about the account right there. */
const SuspendedRoute = () => {
  const suspended = useAuthStore((s) => s.user?.status === 'SUSPENDED');
  return (
    <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
      <SuspendedPage />
      {suspended && <OwnSupportSection topics={['account']} />}
    </div>
  );
};

export default SuspendedRoute;
