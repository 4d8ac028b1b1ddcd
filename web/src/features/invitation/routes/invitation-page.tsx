import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ZInvitationSignup, type TInvitationCheck } from '@schemas/team';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { refreshCurrentUser } from '@/lib/auth/session';
import { signOut } from '@/lib/auth/sign-out';
import { errorMessage } from '@/lib/form-errors';
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

const SignupForm = ({ token, invitation }: { token: string; invitation: TInvitationCheck }) => {
  const signup = useSignupFromInvitation();
  const [values, setValues] = useState({ first_name: '', last_name: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [k]: e.target.value });
    setErrors({ ...errors, [k]: undefined, root: undefined });
  };
  const submit = () => {
    const parsed = ZInvitationSignup.safeParse({ token, ...values });
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    signup.mutate(parsed.data, {
      onSuccess: (joined) => navigateTo(joined.home, { replace: true }),
      onError: (e) =>
        setErrors(
          isApiError(e) && e.fields
            ? Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, v[0]]))
            : { root: errorMessage(e) },
        ),
    });
  };
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: 'var(--space-4)' }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label="E-mail"
        value={invitation.email}
        readOnly
        hint="The invited address; it is confirmed by this link."
      />
      <TextField
        label="First name"
        autoComplete="given-name"
        value={values.first_name}
        error={errors.first_name}
        onChange={set('first_name')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        value={values.last_name}
        error={errors.last_name}
        onChange={set('last_name')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        hint="At least 10 characters, letters mixed with numbers or symbols."
        onChange={set('password')}
      />
      {errors.root && (
        <p role="alert" style={{ margin: 0, color: 'var(--color-danger-700)' }}>
          {errors.root}
        </p>
      )}
      <Button htmlType="submit" size="large" fullWidth loading={signup.isPending}>
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
      <ButtonLink to={paths.auth.login.getHref(next)} size="large" fullWidth>
        Sign in as {invitation.email} to accept
      </ButtonLink>
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
    return <ErrorState description={errorMessage(check.error)} onRetry={() => void check.refetch()} />;
  }
  const invitation = check.data;
  const unusable = UNUSABLE[invitation.status];
  if (unusable) {
    return (
      <Frame {...unusable}>
        <ButtonLink to={paths.auth.login.path} color="secondary" fullWidth>
          Go to sign in
        </ButtonLink>
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
