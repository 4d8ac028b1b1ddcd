import { useEffect, useState } from 'react';
import { PLATFORMS, SANDBOX_HANDLE, type TPlatform, type TSdkToken, type TSocialAccountDetail } from '@schemas/social';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/form-errors';
import { connectSocialAccount, useCreateSdkToken, useSandboxConnect } from '../api/connect-social-account';
import { openPhylloConnect } from './phyllo-connect';
import styles from './creator-profile.module.css';
import { formatCount, platformLabel } from '@/lib/format';

type Step = 'platform' | 'consent' | 'connecting' | 'done';
export type ConnectPreset = { platform?: TPlatform; handle?: string };

const SHARED_DATA = [
  'Your public profile: name, photo, bio and follower counts',
  'Audience demographics: countries, cities, age and gender',
  'Your recent posts and how people engaged with them',
];

/**
 * The connect widget: choose a platform, consent, return — the sandbox version of Phyllo Connect. When the server
 * uses Phyllo, Phyllo's own widget opens instead and its `accountConnected` callback is posted the same way.
 */
export const ConnectWidget = ({
  open,
  preset,
  onClose,
  onConnected,
}: {
  open: boolean;
  preset?: ConnectPreset;
  onClose: () => void;
  onConnected?: (account: TSocialAccountDetail) => void;
}) => {
  const [step, setStep] = useState<Step>(preset?.platform ? 'consent' : 'platform');
  const [platform, setPlatform] = useState<TPlatform>(preset?.platform ?? 'instagram');
  const [handle, setHandle] = useState(preset?.handle ?? '');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string>();
  const [token, setToken] = useState<TSdkToken>();
  const [account, setAccount] = useState<TSocialAccountDetail>();
  const sdkToken = useCreateSdkToken();
  const connect = useSandboxConnect();

  useEffect(() => {
    if (!open) return;
    sdkToken.mutate(undefined, {
      onSuccess: (t) => {
        setToken(t);
        if (t.provider === 'phyllo') {
          onClose();
          void openPhylloConnect({
            token: t,
            onExit: () => {},
            onConnected: (id) => void connectSocialAccount(id).then((a) => onConnected?.(a)),
          });
        }
      },
      onError: (e) => setError(errorMessage(e)),
    });
    // A new token for every opening of the widget, as Phyllo asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = () => {
    const clean = handle.trim().replace(/^@/, '');
    if (!SANDBOX_HANDLE.test(clean))
      return setError('Enter your handle: 2–60 letters, digits, dots, dashes or underscores.');
    if (!consent) return setError('Give consent to share this account’s data.');
    if (!token) return setError('The connect session is still starting. Try again in a moment.');
    setError(undefined);
    setStep('connecting');
    connect.mutate(
      { sdkToken: token.sdk_token, platform, handle: clean },
      {
        onSuccess: (connected) => {
          setAccount(connected);
          setStep('done');
          onConnected?.(connected);
        },
        onError: (e) => {
          setError(errorMessage(e));
          setStep('consent');
        },
      },
    );
  };

  const footer =
    step === 'consent' ? (
      <>
        {!preset?.platform && (
          <Button color="grey" onClick={() => setStep('platform')}>
            Back
          </Button>
        )}
        <Button onClick={submit} disabled={sdkToken.isPending}>
          Connect {platformLabel(platform)}
        </Button>
      </>
    ) : step === 'done' ? (
      <Button onClick={onClose}>Done</Button>
    ) : undefined;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={step === 'platform' ? 'Connect a social account' : `Connect ${platformLabel(platform)}`}
      description="Sandbox connection · your data stays in Social Loop."
      footer={footer}
    >
      {step === 'platform' && (
        <div className={styles.platforms} role="group" aria-label="Platforms">
          {PLATFORMS.map((p) => (
            <button
              key={p}
              type="button"
              className={styles.platformButton}
              onClick={() => {
                setPlatform(p);
                setStep('consent');
              }}
            >
              <span className={styles.platformMark} aria-hidden="true">
                {platformLabel(p).slice(0, 1)}
              </span>
              {platformLabel(p)}
            </button>
          ))}
        </div>
      )}
      {step === 'consent' && (
        <div className={styles.stack}>
          <TextField
            label={`${platformLabel(platform)} handle`}
            placeholder="yourhandle"
            autoFocus
            value={handle}
            onChange={(e) => setHandle(e.target.value)}
          />
          <div className={styles.stackSm}>
            <p className={styles.label}>Social Loop will read:</p>
            <ul className={styles.consentList}>
              {SHARED_DATA.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
            <p className={styles.muted}>We never post for you. Disconnect at any time in Settings → Social media.</p>
          </div>
          <Checkbox
            label="I agree to share this account’s data with Social Loop and the brands I work with."
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          <FormError message={error} />
        </div>
      )}
      {step === 'connecting' && (
        <div className={styles.row} aria-live="polite">
          <Spinner label="Connecting" /> <span>Connecting and syncing your {platformLabel(platform)} data…</span>
        </div>
      )}
      {step === 'done' && account && (
        <div className={styles.stackSm} aria-live="polite">
          <p>
            <strong>@{account.handle}</strong> is connected.
          </p>
          <p className={styles.muted}>
            {formatCount(account.followers)} followers · {account.engagement_rate}% engagement · synced just now.
          </p>
        </div>
      )}
      {step === 'platform' && error && <FormError message={error} />}
    </Modal>
  );
};
