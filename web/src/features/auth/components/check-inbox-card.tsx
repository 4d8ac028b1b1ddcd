import type { ReactNode } from 'react';
import { AppButtonLink } from '@/components/ui/app-link';
import { MailIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { usePageLocation } from '@/lib/page-location';
import { AuthCard } from './auth-card';
import { DevMailboxHint } from './dev-mailbox-hint';

/** The address the previous page sent a link to (passed in the navigation state; absent after a reload). */
export const useSentToEmail = () => (usePageLocation().state as { email?: string } | null)?.email;

/** "Check your inbox" after a link was e-mailed: what was sent, the local mailbox in development, back to sign in. */
export const CheckInboxCard = ({ children }: { children: ReactNode }) => (
  <AuthCard icon={<MailIcon size={24} />} title="Check your inbox" description={children}>
    <DevMailboxHint />
    <AppButtonLink to={paths.auth.login.path} color="secondary" size="large" fullWidth>
      Back to sign in
    </AppButtonLink>
  </AuthCard>
);
