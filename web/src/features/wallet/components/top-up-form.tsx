import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZTopUpRequest, type TWallet } from '@schemas/wallet';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { zMoneyText } from '@/lib/money-text';
import { useStartTopUp } from '../api/start-top-up';
import styles from './wallet.module.css';
import { formatBps, formatMoney, moneyFieldText, parseMoney } from '@/lib/format';

const PRESETS = [50_000, 100_000, 500_000];

/** The API's top-up amount, in dollars, from the wallet's own minimum. */
const topUpSchema = (wallet: TWallet) =>
  z.object({
    amount: zMoneyText(
      ZTopUpRequest.shape.amount_cents.min(
        wallet.min_top_up_cents,
        `Top up at least ${formatMoney(wallet.min_top_up_cents, wallet.currency, 'whole')}.`,
      ),
      'Enter an amount in dollars, for example 500 or 1,250.50.',
    ),
  });

/** Amount (from $50), then the provider's hosted checkout; the wallet is credited when the payment lands. */
export const TopUpForm = ({ wallet, suggestedCents }: { wallet: TWallet; suggestedCents?: number }) => {
  const schema = useMemo(() => topUpSchema(wallet), [wallet]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { amount: suggestedCents ? moneyFieldText(Math.max(suggestedCents, wallet.min_top_up_cents)) : '' },
  });
  const [attemptKey] = useState(() => crypto.randomUUID());
  const topUp = useStartTopUp();
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const cents = parseMoney(form.watch('amount'));

  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      const result = await topUp.mutateAsync({ amountCents: amount, key: `${attemptKey}:${amount}` });
      if (result.checkout_url) window.location.assign(result.checkout_url);
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['amount'], aliases: { amount_cents: 'amount' } });
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="top-up-title">
      <div className={styles.presets} role="group" aria-label="Suggested amounts">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={styles.preset}
            aria-pressed={cents === p}
            onClick={() => form.setValue('amount', moneyFieldText(p), { shouldValidate: form.formState.isSubmitted })}
          >
            {formatMoney(p, wallet.currency, 'whole')}
          </button>
        ))}
      </div>
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        autoComplete="off"
        {...field('amount')}
        hint={`From ${formatMoney(wallet.min_top_up_cents, wallet.currency, 'whole')}. You pay by card on a secure checkout page.`}
      />
      <p className={`${styles.small} ${styles.muted}`}>
        Creators receive each deliverable’s price minus your plan’s {formatBps(wallet.platform_fee_bps)} platform fee,
        shown on every offer. Unused funds can be refunded to your card at any time.
      </p>
      <FormError message={errors.root?.server?.message} />
      <Button htmlType="submit" loading={isSubmitting || topUp.isPending}>
        {cents && cents >= wallet.min_top_up_cents
          ? `Top up ${formatMoney(cents, wallet.currency, 'cents')}`
          : 'Top up'}
      </Button>
    </form>
  );
};
