import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { ZInvitationSignup, type TInvitationCheck } from '@schemas/team';
import { Button } from '@/components/ui/button';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { EmailField, NameFields, NewPasswordField } from '@/components/ui/person-fields';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { refreshCurrentUser } from '@/lib/auth/session';
import { signOut } from '@/lib/auth/sign-out';
import { bindField } from '@/lib/bind-field';
import { errorMessage, reportApiError } from '@/lib/form-errors';
import { navigateTo } from '@/lib/navigation';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useInvitationCheck } from '../api/check-invitation';
import { useAcceptInvitation, useSignupFromInvitation } from '../api/join-from-invitation';

const what = (i: TInvitationCheck) =>
  i.kind === 'team'
    ? `join ${i.brand_name ?? 'a brand'} as ${i.role === 'admin' ? 'an admin' : 'a team member'}`
    : i.kind === 'strategist'
      ? 'join the strategist team'
      : 'join the Social Loop staff';

const Frame = ({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: React.ReactNode;
}) => (
  <div style={{ maxWidth: 480, margin: '0 auto', width: '100%' }}>
    <Card padding="large">
      <h1 style={{ margin: '0 0 var(--space-2)' }}>{title}</h1>
      {description && <p style={{ margin: '0 0 var(--space-4)', color: 'var(--color-text-muted)' }}>{description}</p>}
      {children}
    </Card>
  </div>
);

const UNUSABLE: Record<string, { title: string; description: string }> = {
  accepted: {
    title: 'This invitation was already used',
    description: 'Someone accepted it already. If that was you, sign in.',
  },
  revoked: {
    title: 'This invitation was withdrawn',
    description: 'The brand withdrew it. Ask them for a new invitation.',
  },
  expired: {
    title: 'This invitation has expired',
    description: 'Invitation links work for 7 days. Ask whoever invited you to send it again.',
  },
};

/** What the person types; the token comes from the link. */
const ZSignupFields = ZInvitationSignup.omit({ token: true });

const SignupForm = ({ token, invitation }: { token: string; invitation: TInvitationCheck }) => {
  const signup = useSignupFromInvitation();
  const form = useForm({
    resolver: zodResolver(ZSignupFields),
    defaultValues: { first_name: '', last_name: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const submit = form.handleSubmit(async (values) => {
    try {
      const joined = await signup.mutateAsync({ token, ...values });
      navigateTo(joined.home, { replace: true });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['first_name', 'last_name', 'password'] });
    }
  });
  return (
    <form noValidate style={{ display: 'grid', gap: 'var(--space-4)' }} onSubmit={(e) => void submit(e)}>
      <EmailField value={invitation.email} readOnly hint="The invited address; it is confirmed by this link." />
      <NameFields first={field('first_name')} last={field('last_name')} />
      <NewPasswordField {...field('password')} />
      <FormError message={errors.root?.server?.message} />
      <Button htmlType="submit" size="large" fullWidth loading={isSubmitting}>
        Create my account and join
      </Button>
    </form>
  );
};

const AcceptPanel = ({ token, invitation }: { token: string; invitation: TInvitationCheck }) => {
  const user = useAuthStore((s) => s.user);
  const accept = useAcceptInvitation();
  const [error, setError] = useState<string>();
  const next = paths.invitation.getHref(token);
  if (!user) {
    return (
      <AppButtonLink to={paths.auth.login.getHref(next)} size="large" fullWidth>
        Sign in as {invitation.email} to accept
      </AppButtonLink>
    );
  }
  if (user.email !== invitation.email) {
    return (
      <>
        <p role="alert">
          You are signed in as {user.email}, but this invitation is for {invitation.email}.
        </p>
        <Button
          color="secondary"
          fullWidth
          onClick={() => void signOut({ redirectTo: paths.auth.login.getHref(next) })}
        >
          Sign out and sign in as {invitation.email}
        </Button>
      </>
    );
  }
  return (
    <>
      {error && <p role="alert">{error}</p>}
      <Button
        size="large"
        fullWidth
        loading={accept.isPending}
        onClick={() =>
          accept.mutate(token, {
            onSuccess: async (joined) => {
              await refreshCurrentUser();
              navigateTo(joined.home, { replace: true });
            },
            onError: (e) => setError(errorMessage(e)),
          })
        }
      >
        Accept and join
      </Button>
    </>
  );
};

/** /invitation/:token — opens an e-mailed invitation: sign up into the brand, accept, or a clear reason why not. */
const InvitationPage = () => {
  const { token = '' } = useParams();
  const check = useInvitationCheck(token);
  if (check.isPending) return <Spinner label="Checking your invitation" />;
  if (check.isError) {
    if (isApiError(check.error) && (check.error.status === 404 || check.error.status === 400)) {
      return (
        <Frame
          title="This invitation link is not valid"
          description="It may be incomplete or replaced by a newer invitation. Ask for a new one."
        />
      );
    }
    return <QueryError query={check} />;
  }
  const invitation = check.data;
  const unusable = UNUSABLE[invitation.status];
  if (unusable) {
    return (
      <Frame {...unusable}>
        <AppButtonLink to={paths.auth.login.path} color="secondary" fullWidth>
          Go to sign in
        </AppButtonLink>
      </Frame>
    );
  }
  return (
    <Frame
      title={`You’re invited to ${what(invitation)}`}
      description={`${invitation.invited_by} invited ${invitation.email}.`}
    >
      {invitation.account_exists ? (
        <AcceptPanel token={token} invitation={invitation} />
      ) : (
        <SignupForm token={token} invitation={invitation} />
      )}
    </Frame>
  );
};

export default InvitationPage;
