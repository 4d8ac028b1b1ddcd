import { useState, type FormEvent } from 'react';
import type { TWallet } from '@schemas/wallet';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useStartTopUp } from '../api/start-top-up';
import styles from './wallet.module.css';
import { formatBps, formatMoney, parseMoney } from '@/lib/format';

const PRESETS = [50_000, 100_000, 500_000];

/** Amount (from $50), then the provider's hosted checkout; the wallet is credited when the payment lands. */
export const TopUpForm = ({ wallet, suggestedCents }: { wallet: TWallet; suggestedCents?: number }) => {
  const [text, setText] = useState(
    suggestedCents ? String(Math.max(suggestedCents, wallet.min_top_up_cents) / 100) : '',
  );
  const [error, setError] = useState<string>();
  const [attemptKey] = useState(() => crypto.randomUUID());
  const topUp = useStartTopUp();
  const cents = parseMoney(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cents === null) return setError('Enter an amount in dollars, for example 500 or 1,250.50.');
    if (cents < wallet.min_top_up_cents)
      return setError(`Top up at least ${formatMoney(wallet.min_top_up_cents, wallet.currency, 'whole')}.`);
    setError(undefined);
    topUp.mutate(
      { amountCents: cents, key: `${attemptKey}:${cents}` },
      {
        onSuccess: (result) => {
          if (result.checkout_url) window.location.assign(result.checkout_url);
        },
        onError: (e) =>
          setError(
            isApiError(e) ? (e.fields?.amount_cents?.[0] ?? e.detail) : 'We could not start the payment. Try again.',
          ),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="top-up-title">
      <div className={styles.presets} role="group" aria-label="Suggested amounts">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={styles.preset}
            aria-pressed={cents === p}
            onClick={() => {
              setText(String(p / 100));
              setError(undefined);
            }}
          >
            {formatMoney(p, wallet.currency, 'whole')}
          </button>
        ))}
      </div>
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(undefined);
        }}
        error={error}
        hint={`From ${formatMoney(wallet.min_top_up_cents, wallet.currency, 'whole')}. You pay by card on a secure checkout page.`}
      />
      <p className={`${styles.small} ${styles.muted}`}>
        Creators receive each deliverable’s price minus your plan’s {formatBps(wallet.platform_fee_bps)} platform fee,
        shown on every offer. Unused funds can be refunded to your card at any time.
      </p>
      <Button htmlType="submit" loading={topUp.isPending}>
        {cents && cents >= wallet.min_top_up_cents
          ? `Top up ${formatMoney(cents, wallet.currency, 'cents')}`
          : 'Top up'}
      </Button>
    </form>
  );
};
