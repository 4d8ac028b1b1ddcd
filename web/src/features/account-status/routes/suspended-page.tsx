import { Navigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LogOutIcon, ShieldIcon } from '@/components/ui/icons';
import { homePathFor } from '@/lib/auth/home-path';
import { signOut } from '@/lib/auth/sign-out';
import { useAuthStore } from '@/lib/stores/auth-store';

const SUPPORT_EMAIL = 'support@socialloop.app';

/** /brand/suspended and /creator/suspended — where a suspended account is kept (spec §4). */
const SuspendedPage = () => {
  const user = useAuthStore((state) => state.user);
  const selectedBrandId = useAuthStore((state) => state.selectedBrand?.id);
  if (user && user.status !== 'SUSPENDED') return <Navigate to={homePathFor(user, selectedBrandId)} replace />;

  return (
    <Card padding="large">
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <span
          style={{
            display: 'grid',
            placeItems: 'center',
            width: 52,
            height: 52,
            borderRadius: 12,
            background: 'var(--color-warning-50)',
            color: 'var(--color-warning-600)',
          }}
        >
          <ShieldIcon size={24} />
        </span>
        <h1 style={{ fontSize: 'var(--text-2xl)' }}>Your account is suspended</h1>
        <p style={{ color: 'var(--color-text-muted)' }}>
          While your account is suspended you cannot use campaigns, messages or payments. This usually happens after a
          billing problem or a report we need to look into. Nothing has been deleted.
        </p>
        <p style={{ color: 'var(--color-text-muted)' }}>
          Tell us what happened with the form below, or write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}?subject=Suspended%20account%20(${encodeURIComponent(user?.email ?? '')})`}>
            {SUPPORT_EMAIL}
          </a>
          . We answer within one business day.
        </p>
        <Button color="secondary" icon={<LogOutIcon size={16} />} onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </Card>
  );
};

export default SuspendedPage;
