import { useState } from 'react';
import { AppButtonLink } from '@/components/ui/app-link';
import { FormError } from '@/components/ui/form-error';
import { ShieldIcon } from '@/components/ui/icons';
import { homePathFor, isStaffUser } from '@/lib/auth/home-path';
import { signOut } from '@/lib/auth/sign-out';
import { useAuthStore } from '@/lib/stores/auth-store';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** /staff for non-staff: the staff sign-in form when signed out, a refusal for other accounts. */
const StaffPage = () => {
  const user = useAuthStore((state) => state.user);
  const selectedBrandId = useAuthStore((state) => state.selectedBrand?.id);
  const [refused, setRefused] = useState<string>();

  if (user) {
    return (
      <div style={{ maxWidth: 480, margin: '0 auto' }}>
        <AuthCard
          icon={<ShieldIcon size={24} />}
          title="Staff only"
          description={`You are signed in as ${user.email}, which is not a staff account.`}
        >
          <AppButtonLink to={homePathFor(user, selectedBrandId)} size="large" fullWidth>
            Go to your dashboard
          </AppButtonLink>
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
