import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZCounterOffer } from '@schemas/negotiation';
import type { TMyMatchDetail } from '@schemas/creator-matches';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { bindField } from '@/lib/bind-field';
import { formatMoney } from '@/lib/format';
import { reportApiError } from '@/lib/form-errors';
import { zMoneyText } from '@/lib/money-text';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useCounterOffer } from '../api/match-actions';
import styles from './creator-campaigns.module.css';

/** The API's counter-offer with the rate typed in dollars ("1,150"): the limits' messages are the worker's. */
const counterSchema = z.object({
  rate: zMoneyText(ZCounterOffer.shape.rate_cents, 'Enter your rate.'),
  message: ZCounterOffer.shape.message,
});

/** Answers an offer with the creator's own rate and a note; the brand then accepts, changes or declines. */
export const CounterButton = ({ match }: { match: TMyMatchDetail }) => {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const form = useForm({ resolver: zodResolver(counterSchema), defaultValues: { rate: '', message: '' } });
  const counter = useCounterOffer();
  const currency = match.campaign.currency;
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);

  const submit = form.handleSubmit(async ({ rate, message }) => {
    try {
      await counter.mutateAsync({ matchId: match.id, rate_cents: rate, message });
      setOpen(false);
      showSnackbar({ variant: 'success', message: `Counter-offer of ${formatMoney(rate, currency)} sent.` });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['rate', 'message'], aliases: { rate_cents: 'rate' } });
    }
  });

  return (
    <>
      <Button color="secondary" onClick={() => setOpen(true)}>
        Counter-offer
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Make a counter-offer"
        description={`The brand offers ${formatMoney(match.offered_rate_cents ?? 0, currency)} for the deliverables listed. Ask for your rate; they can accept it, change their offer or decline.`}
        footer={
          <>
            <Button color="grey" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button htmlType="submit" form={formId} loading={isSubmitting}>
              Send counter-offer
            </Button>
          </>
        }
      >
        <form id={formId} className={styles.stackSm} onSubmit={(e) => void submit(e)} noValidate>
          <TextField label={`Your rate for all deliverables (${currency})`} inputMode="decimal" {...field('rate')} />
          <TextAreaField label="Why this rate" maxLength={2000} {...field('message')} />
          <FormError message={errors.root?.server?.message} />
        </form>
      </Modal>
    </>
  );
};
