import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZRefundRequest, type TWallet } from '@schemas/wallet';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { zMoneyText } from '@/lib/money-text';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useRequestRefund } from '../api/request-refund';
import styles from './wallet.module.css';
import { formatMoney, moneyFieldText } from '@/lib/format';

/** The API's refund amount, in dollars, up to what is available. */
const refundSchema = (wallet: TWallet) =>
  z.object({
    amount: zMoneyText(
      ZRefundRequest.shape.amount_cents.max(
        wallet.available_cents,
        `Only ${formatMoney(wallet.available_cents, wallet.currency, 'cents')} is available.`,
      ),
      'Enter an amount of at least $1.',
    ),
  });

/** Sends unused available funds back to the card; held and escrowed money stays promised to creators. */
export const RefundDialog = ({ open, onClose, wallet }: { open: boolean; onClose: () => void; wallet: TWallet }) => {
  const schema = useMemo(() => refundSchema(wallet), [wallet]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { amount: moneyFieldText(wallet.available_cents) },
  });
  const [key] = useState(() => crypto.randomUUID());
  const refund = useRequestRefund();
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);

  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      await refund.mutateAsync({ amountCents: amount, key: `${key}:${amount}` });
      showSnackbar({ message: `${formatMoney(amount, wallet.currency, 'cents')} is on its way back to your card.` });
      onClose();
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['amount'], aliases: { amount_cents: 'amount' } });
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Refund unused funds"
      description={`Available: ${formatMoney(wallet.available_cents, wallet.currency, 'cents')}. Money held for offers or in escrow stays with the creators it is promised to.`}
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Amount to refund (USD)"
          inputMode="decimal"
          {...field('amount')}
          hint="Refunds go to the card of your top-ups, newest first."
        />
        <FormError message={errors.root?.server?.message} />
        <div className={styles.presets}>
          <Button type="button" color="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button htmlType="submit" loading={isSubmitting}>
            Refund to card
          </Button>
        </div>
      </form>
    </Modal>
  );
};
