import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DELIVERABLE_TYPES, PLATFORMS } from '@schemas/brand-choices';
import { ZCreateRate, type TCreatorRate } from '@schemas/creator-rates';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { ChoiceOptions, SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { reportApiError } from '@/lib/form-errors';
import { zMoneyText } from '@/lib/money-text';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useRates } from '../api/get-rates';
import { useCreateRate, useDeleteRate, useUpdateRate } from '../api/rate-mutations';
import { useUpdateOnboardingFlags } from '../api/update-onboarding-flags';
import styles from './creator-profile.module.css';
import { deliverableTypeLabel, formatMoneyRange, moneyFieldText, parseMoney, platformLabel } from '@/lib/format';

const NOT_AN_AMOUNT = 'Enter an amount, e.g. 250.';
/** The API's rate in cents, typed as an amount ("250" or "1,250.50"). */
const rateText = () => zMoneyText(ZCreateRate.shape.rate_cents, NOT_AN_AMOUNT);
const ZRateRowValues = z.object({ rate_cents: rateText() });

const RatesIntro = () => {
  const seen = useAuthStore((s) => s.onboarding.has_seen_new_rates_modal === true);
  const remember = useUpdateOnboardingFlags();
  return (
    <Modal
      open={!seen}
      onClose={() => remember.mutate({ has_seen_new_rates_modal: true })}
      title="How rates work"
      footer={<Button onClick={() => remember.mutate({ has_seen_new_rates_modal: true })}>Set my rates</Button>}
    >
      <div className={styles.stackSm}>
        <p>Set a price per deliverable and platform, for example an Instagram reel or a YouTube video.</p>
        <p>
          Brands see these rates when they prepare an offer for you. Every offer is still yours to accept or decline,
          and your pitch can ask for a different rate.
        </p>
      </div>
    </Modal>
  );
};

const RateRow = ({ rate }: { rate: TCreatorRate }) => {
  const form = useForm({
    resolver: zodResolver(ZRateRowValues),
    defaultValues: { rate_cents: moneyFieldText(rate.rate_cents) },
  });
  const error = form.formState.errors.rate_cents?.message ?? form.formState.errors.root?.server?.message;
  const update = useUpdateRate();
  const remove = useDeleteRate();
  const label = `${platformLabel(rate.platform)} ${deliverableTypeLabel(rate.deliverable_type)}`;
  const inputId = `rate-${rate.id}`;
  const save = form.handleSubmit(async ({ rate_cents }) => {
    try {
      await update.mutateAsync({ id: rate.id, rate_cents });
    } catch (e) {
      reportApiError(e, { setError: form.setError, fields: ['rate_cents'] });
    }
  });
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        <span className={styles.money}>
          <label className="visually-hidden" htmlFor={inputId}>
            Rate for {label} in {rate.currency}
          </label>
          <input
            id={inputId}
            className={styles.input}
            inputMode="decimal"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void save(e);
            }}
            {...form.register('rate_cents')}
          />
          <span className={styles.muted}>{rate.currency}</span>
        </span>
        {error && (
          <p id={`${inputId}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </td>
      <td>
        <div className={styles.row}>
          <Button
            size="small"
            color="secondary"
            loading={form.formState.isSubmitting}
            disabled={parseMoney(form.watch('rate_cents')) === rate.rate_cents}
            onClick={(e) => void save(e)}
          >
            Save
          </Button>
          <Button
            size="small"
            color="grey"
            loading={remove.isPending}
            onClick={() => remove.mutate(rate.id, { onError: (e) => reportApiError(e) })}
            aria-label={`Delete the ${label} rate`}
          >
            Delete
          </Button>
        </div>
      </td>
    </tr>
  );
};

/** A new rate: one per platform and deliverable type, so a pair the creator already prices is refused here. */
const addRateSchema = (taken: Set<string>) =>
  ZCreateRate.extend({ rate_cents: rateText() }).refine((v) => !taken.has(`${v.platform}/${v.deliverable_type}`), {
    path: ['deliverable_type'],
    message: 'You already have this rate: change it in the list.',
  });

const AddRate = ({ taken }: { taken: Set<string> }) => {
  const create = useCreateRate();
  const form = useForm({
    resolver: zodResolver(addRateSchema(taken)),
    defaultValues: { platform: 'instagram', deliverable_type: 'reel', rate_cents: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.rate_cents?.message ?? errors.deliverable_type?.message ?? errors.platform?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset({ ...values, rate_cents: '' });
    } catch (e) {
      reportApiError(e, { setError: form.setError, fields: ['platform', 'deliverable_type', 'rate_cents'] });
    }
  });
  const invalid = (name: 'platform' | 'deliverable_type' | 'rate_cents') =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': 'new-rate-error' } : {};
  return (
    <form className={styles.addRow} onSubmit={(e) => void submit(e)} noValidate aria-label="Add a rate">
      <SelectField id="new-rate-platform" label="Platform" {...invalid('platform')} {...form.register('platform')}>
        <ChoiceOptions options={PLATFORMS} label={platformLabel} />
      </SelectField>
      <SelectField
        id="new-rate-type"
        label="Deliverable"
        {...invalid('deliverable_type')}
        {...form.register('deliverable_type')}
      >
        <ChoiceOptions options={DELIVERABLE_TYPES} label={deliverableTypeLabel} />
      </SelectField>
      <TextField
        id="new-rate-amount"
        label="Rate (USD)"
        inputMode="decimal"
        placeholder="250"
        {...invalid('rate_cents')}
        {...form.register('rate_cents')}
      />
      <Button htmlType="submit" loading={isSubmitting}>
        Add rate
      </Button>
      <div style={{ gridColumn: '1 / -1' }}>
        {error && (
          <p id="new-rate-error" className={styles.error} role="alert">
            {error}
          </p>
        )}
        <FormError message={errors.root?.server?.message} />
      </div>
    </form>
  );
};

/** The creator's price list: one rate per platform and deliverable type. */
export const RatesEditor = () => {
  const rates = useRates();
  if (rates.isPending) return <Skeleton height={120} />;
  if (rates.isError)
    return <ErrorState description="Your rates could not be loaded." onRetry={() => rates.refetch()} />;
  const list = rates.data;
  return (
    <div className={styles.stack}>
      <RatesIntro />
      {list.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No rates yet"
          description="Add what you charge for each kind of post. Brands use it to prepare offers."
        />
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.ratesTable}`}>
            <caption className="visually-hidden">Your rates</caption>
            <thead>
              <tr>
                <th scope="col">Deliverable</th>
                <th scope="col">Rate</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((rate) => (
                <RateRow key={`${rate.id}-${rate.rate_cents}`} rate={rate} />
              ))}
            </tbody>
          </table>
          <p className={styles.muted} style={{ marginTop: 8 }}>
            {formatMoneyRange(Math.min(...list.map((r) => r.rate_cents)), Math.max(...list.map((r) => r.rate_cents)))}{' '}
            per deliverable.
          </p>
        </div>
      )}
      <AddRate taken={new Set(list.map((r) => `${r.platform}/${r.deliverable_type}`))} />
    </div>
  );
};
