import { useState } from 'react';
import type { TSocialAccount } from '@schemas/social';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Skeleton } from '@/components/ui/spinner';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useSocialAccounts } from '../api/get-social-accounts';
import { useDisconnectSocialAccount, useRefreshSocialAccount } from '../api/social-account-actions';
import { AccountHead } from './account-head';
import { AccountInsights } from './account-insights';
import { OnboardingTip } from './onboarding-tip';
import { ConnectWidget, type ConnectPreset } from './connect-widget';
import { CredibilityBadge } from './status-badge';
import { AccountStatusBadge } from '@/components/ui/status-badge';
import styles from './creator-profile.module.css';
import { formatCount, formatRelative, platformLabel } from '@/lib/format';
import { Facts } from '@/components/ui/facts';

/** The first visit's explanation of what connecting does (`phyllo_tour`). */
const ConnectTour = () => (
  <OnboardingTip flag="phyllo_tour" title="Why connect your accounts?">
    Brands trust numbers that come straight from the platform. We read your profile, audience and recent posts (never
    your messages, never posting), show you when each was last synced, and work out your engagement rate and audience
    credibility.
  </OnboardingTip>
);

const AccountCard = ({
  account,
  onReconnect,
  onDisconnect,
}: {
  account: TSocialAccount;
  onReconnect: (preset: ConnectPreset) => void;
  onDisconnect: (account: TSocialAccount) => void;
}) => {
  const [showInsights, setShowInsights] = useState(false);
  const refresh = useRefreshSocialAccount();
  const live = account.status === 'CONNECTED';
  return (
    <li className={styles.account}>
      <AccountHead
        platform={account.platform}
        title={`${platformLabel(account.platform)} · @${account.handle}`}
        detail={`Last synced ${formatRelative(account.last_synced_at)}`}
        aside={<AccountStatusBadge status={account.status} />}
      />
      <Facts
        className={styles.figures}
        facts={[
          ['Followers', formatCount(account.followers)],
          ['Engagement', `${account.engagement_rate}%`],
        ]}
      />
      {account.credibility && (
        <div>
          <CredibilityBadge {...account.credibility} />
        </div>
      )}
      <div className={styles.row}>
        {live ? (
          <Button
            size="small"
            color="secondary"
            loading={refresh.isPending}
            onClick={() =>
              refresh.mutate(account.id, {
                onSuccess: () => showSnackbar({ variant: 'success', message: `@${account.handle} is up to date.` }),
                onError: (e) => reportApiError(e),
              })
            }
          >
            Refresh
          </Button>
        ) : (
          <Button size="small" onClick={() => onReconnect({ platform: account.platform, handle: account.handle })}>
            Reconnect
          </Button>
        )}
        <Button
          size="small"
          color="tertiary"
          aria-expanded={showInsights}
          onClick={() => setShowInsights(!showInsights)}
        >
          {showInsights ? 'Hide insights' : 'Show insights'}
        </Button>
        {account.status !== 'NOT_CONNECTED' && (
          <Button size="small" color="grey" onClick={() => onDisconnect(account)}>
            Disconnect
          </Button>
        )}
      </div>
      {showInsights && <AccountInsights accountId={account.id} />}
    </li>
  );
};

/** Connected accounts with their sync state and figures: connect, refresh, reconnect, disconnect. */
export const SocialAccountsPanel = () => {
  const accounts = useSocialAccounts();
  const [widget, setWidget] = useState<ConnectPreset | null>(null);
  const [leaving, setLeaving] = useState<TSocialAccount | null>(null);
  const disconnect = useDisconnectSocialAccount();

  const confirmDisconnect = () =>
    leaving &&
    disconnect.mutate(leaving.id, {
      onSuccess: () => showSnackbar({ variant: 'success', message: `@${leaving.handle} is disconnected.` }),
      onError: (e) => reportApiError(e),
      onSettled: () => setLeaving(null),
    });

  return (
    <div className={styles.stack}>
      <ConnectTour />
      <div className={styles.spread}>
        <p className={styles.muted}>Brands see only connected accounts, with the date each was last synced.</p>
        <Button onClick={() => setWidget({})}>Connect an account</Button>
      </div>
      {accounts.isPending && <Skeleton height={140} />}
      {accounts.isError && (
        <ErrorState description="Your accounts could not be loaded." onRetry={() => accounts.refetch()} />
      )}
      {accounts.data?.length === 0 && (
        <EmptyState
          headingLevel={3}
          title="No accounts connected"
          description="Connect Instagram, TikTok or YouTube so brands see real audience numbers."
          actions={<Button onClick={() => setWidget({})}>Connect an account</Button>}
        />
      )}
      {accounts.data && accounts.data.length > 0 && (
        <ul className={styles.accounts} aria-label="Social accounts">
          {accounts.data.map((a) => (
            <AccountCard key={a.id} account={a} onReconnect={setWidget} onDisconnect={setLeaving} />
          ))}
        </ul>
      )}
      {widget && <ConnectWidget open preset={widget} onClose={() => setWidget(null)} />}
      <ConfirmModal
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        title={`Disconnect @${leaving?.handle ?? ''}?`}
        description="We stop syncing it and brands no longer see it. You can connect it again at any time."
        confirmLabel="Disconnect"
        onConfirm={confirmDisconnect}
        busy={disconnect.isPending}
      />
    </div>
  );
};
