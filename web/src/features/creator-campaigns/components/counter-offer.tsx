import { useState } from 'react';
import { ZCounterOffer } from '@schemas/negotiation';
import type { TMyMatchDetail } from '@schemas/creator-matches';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { FORM_ROOT_ERROR, reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useCounterOffer } from '../api/match-actions';
import styles from './creator-campaigns.module.css';
import { formatMoney, parseMoney } from '@/lib/format';

type Errors = { rate_cents?: string; message?: string };

/** Answers an offer with the creator's own rate and a note; the brand then accepts, changes or declines. */
export const CounterButton = ({ match }: { match: TMyMatchDetail }) => {
  const [open, setOpen] = useState(false);
  const [rate, setRate] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const counter = useCounterOffer();
  const currency = match.campaign.currency;
  const send = () => {
    const parsed = ZCounterOffer.safeParse({ rate_cents: parseMoney(rate) ?? undefined, message });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) as Errors);
      return;
    }
    setErrors({});
    counter.mutate(
      { matchId: match.id, ...parsed.data },
      {
        onSuccess: () => {
          setOpen(false);
          showSnackbar({
            variant: 'success',
            message: `Counter-offer of ${formatMoney(parsed.data.rate_cents, currency)} sent.`,
          });
        },
        onError: (e) =>
          reportApiError<Errors>(e, {
            setError: (field, { message: m }) =>
              field === FORM_ROOT_ERROR
                ? showSnackbar({ variant: 'error', message: m ?? '' })
                : setErrors((old) => ({ ...old, [field]: m })),
            fields: ['rate_cents', 'message'],
          }),
      },
    );
  };
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
            <Button loading={counter.isPending} onClick={send}>
              Send counter-offer
            </Button>
          </>
        }
      >
        <div className={styles.stackSm}>
          <TextField
            label={`Your rate for all deliverables (${currency})`}
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            error={errors.rate_cents}
          />
          <label className={styles.label} htmlFor="counter-message">
            Why this rate
          </label>
          <textarea
            id="counter-message"
            className={styles.textarea}
            style={{ minHeight: 100 }}
            maxLength={2000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'counter-message-error' : undefined}
          />
          {errors.message && (
            <p id="counter-message-error" className={styles.error}>
              {errors.message}
            </p>
          )}
        </div>
      </Modal>
    </>
  );
};
