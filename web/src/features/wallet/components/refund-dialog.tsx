import { useState, type FormEvent } from 'react';
import type { TWallet } from '@schemas/wallet';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useRequestRefund } from '../api/request-refund';
import styles from './wallet.module.css';
import { formatMoney, parseMoney } from '@/lib/format';

/** Sends unused available funds back to the card; held and escrowed money stays promised to creators. */
export const RefundDialog = ({ open, onClose, wallet }: { open: boolean; onClose: () => void; wallet: TWallet }) => {
  const [text, setText] = useState(String(wallet.available_cents / 100));
  const [error, setError] = useState<string>();
  const [key] = useState(() => crypto.randomUUID());
  const refund = useRequestRefund();
  const cents = parseMoney(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cents === null || cents < 100) return setError('Enter an amount of at least $1.');
    if (cents > wallet.available_cents)
      return setError(`Only ${formatMoney(wallet.available_cents, wallet.currency, 'cents')} is available.`);
    setError(undefined);
    refund.mutate(
      { amountCents: cents, key: `${key}:${cents}` },
      {
        onSuccess: () => {
          showSnackbar({ message: `${formatMoney(cents, wallet.currency, 'cents')} is on its way back to your card.` });
          onClose();
        },
        onError: (e) =>
          setError(
            isApiError(e) ? (e.fields?.amount_cents?.[0] ?? e.detail) : 'We could not send the refund. Try again.',
          ),
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Refund unused funds"
      description={`Available: ${formatMoney(wallet.available_cents, wallet.currency, 'cents')}. Money held for offers or in escrow stays with the creators it is promised to.`}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Amount to refund (USD)"
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error}
          hint="Refunds go to the card of your top-ups, newest first."
        />
        <div className={styles.presets}>
          <Button type="button" color="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button htmlType="submit" loading={refund.isPending}>
            Refund to card
          </Button>
        </div>
      </form>
    </Modal>
  );
};
