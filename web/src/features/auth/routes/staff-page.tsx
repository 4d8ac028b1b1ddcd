import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { LogOutIcon, ShieldIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { homePathFor, isStaffUser } from '@/lib/auth/home-path';
import { signOut } from '@/lib/auth/sign-out';
import { useAuthStore } from '@/lib/stores/auth-store';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

const StaffConsole = () => {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <>
      <PageHeader
        eyebrow="Internal"
        title="Staff"
        description="The staff console. Tools for accounts, plans and support will be added here."
        actions={
          <Button color="secondary" icon={<LogOutIcon size={16} />} onClick={() => void signOut()}>
            Sign out
          </Button>
        }
      />
      <Card title="Signed in" description="You are using Social Loop with staff rights. Everything you do is logged.">
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0 }}>
          <dt style={{ color: 'var(--color-text-muted)' }}>Name</dt>
          <dd style={{ margin: 0 }}>{user.name || `${user.first_name} ${user.last_name}`}</dd>
          <dt style={{ color: 'var(--color-text-muted)' }}>E-mail</dt>
          <dd style={{ margin: 0 }}>{user.email}</dd>
          <dt style={{ color: 'var(--color-text-muted)' }}>Role</dt>
          <dd style={{ margin: 0 }}>Staff</dd>
        </dl>
      </Card>
    </>
  );
};

/** /staff — public: a staff sign-in form when signed out, the staff console home for staff users. */
const StaffPage = () => {
  const user = useAuthStore((state) => state.user);
  const selectedBrandId = useAuthStore((state) => state.selectedBrand?.id);
  const [refused, setRefused] = useState<string>();

  if (user && isStaffUser(user)) return <StaffConsole />;

  if (user) {
    return (
      <div style={{ maxWidth: 480, margin: '0 auto' }}>
        <AuthCard
          icon={<ShieldIcon size={24} />}
          title="Staff only"
          description={`You are signed in as ${user.email}, which is not a staff account.`}
        >
          <ButtonLink to={homePathFor(user, selectedBrandId)} size="large" fullWidth>
            Go to your dashboard
          </ButtonLink>
        </AuthCard>
      </div>
    );
  }

  return (
    <div style={{ maxWidth: 440, margin: '0 auto' }}>
      <AuthCard icon={<ShieldIcon size={24} />} title="Staff sign-in" description="For Social Loop team members.">
        <FormError message={refused} />
        <LoginForm
          showForgotPassword={false}
          onSuccess={({ user: signedIn }) => {
            if (isStaffUser(signedIn)) return setRefused(undefined);
            setRefused('This account does not have staff access.');
            void signOut({ redirectTo: null });
          }}
        />
      </AuthCard>
    </div>
  );
};

export default StaffPage;
