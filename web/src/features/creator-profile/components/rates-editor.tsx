import { useState, type FormEvent } from 'react';
import { DELIVERABLE_TYPES, PLATFORMS } from '@schemas/brand-choices';
import type { TCreatorRate } from '@schemas/creator-rates';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage, reportApiError } from '@/lib/form-errors';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useRates } from '../api/get-rates';
import { useCreateRate, useDeleteRate, useUpdateRate } from '../api/rate-mutations';
import { useUpdateOnboardingFlags } from '../api/update-onboarding-flags';
import styles from './creator-profile.module.css';
import { deliverableTypeLabel, formatMoney, platformLabel } from '@/lib/format';

/** "120" or "120.50" → cents; null when it is not an amount. */
const toCents = (text: string) => {
  const value = Number(text.replace(/[,\s$]/g, ''));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
};

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
  const [amount, setAmount] = useState(String(rate.rate_cents / 100));
  const [error, setError] = useState<string>();
  const update = useUpdateRate();
  const remove = useDeleteRate();
  const label = `${platformLabel(rate.platform)} ${deliverableTypeLabel(rate.deliverable_type)}`;
  const save = () => {
    const cents = toCents(amount);
    if (cents === null) return setError('Enter an amount, e.g. 250.');
    setError(undefined);
    update.mutate({ id: rate.id, rate_cents: cents }, { onError: (e) => setError(errorMessage(e)) });
  };
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        <span className={styles.money}>
          <label className="visually-hidden" htmlFor={`rate-${rate.id}`}>
            Rate for {label} in {rate.currency}
          </label>
          <input
            id={`rate-${rate.id}`}
            className={styles.input}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
          <span className={styles.muted}>{rate.currency}</span>
        </span>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </td>
      <td>
        <div className={styles.row}>
          <Button
            size="small"
            color="secondary"
            loading={update.isPending}
            disabled={toCents(amount) === rate.rate_cents}
            onClick={save}
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

const AddRate = ({ taken }: { taken: Set<string> }) => {
  const [platform, setPlatform] = useState<(typeof PLATFORMS)[number]>('instagram');
  const [type, setType] = useState<(typeof DELIVERABLE_TYPES)[number]>('reel');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateRate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = toCents(amount);
    if (cents === null) return setError('Enter an amount, e.g. 250.');
    if (taken.has(`${platform}/${type}`)) return setError('You already have this rate: change it in the list.');
    setError(undefined);
    create.mutate(
      { platform, deliverable_type: type, rate_cents: cents },
      { onSuccess: () => setAmount(''), onError: (e) => setError(errorMessage(e)) },
    );
  };
  return (
    <form className={styles.addRow} onSubmit={submit} noValidate aria-label="Add a rate">
      <div className={styles.field}>
        <label className={styles.label} htmlFor="new-rate-platform">
          Platform
        </label>
        <select
          id="new-rate-platform"
          className={styles.select}
          value={platform}
          onChange={(e) => setPlatform(e.target.value as typeof platform)}
        >
          {PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {platformLabel(p)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="new-rate-type">
          Deliverable
        </label>
        <select
          id="new-rate-type"
          className={styles.select}
          value={type}
          onChange={(e) => setType(e.target.value as typeof type)}
        >
          {DELIVERABLE_TYPES.map((t) => (
            <option key={t} value={t}>
              {deliverableTypeLabel(t)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="new-rate-amount">
          Rate (USD)
        </label>
        <input
          id="new-rate-amount"
          className={styles.input}
          inputMode="decimal"
          placeholder="250"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'new-rate-error' : undefined}
        />
      </div>
      <Button htmlType="submit" loading={create.isPending}>
        Add rate
      </Button>
      {error && (
        <p id="new-rate-error" className={styles.error} role="alert" style={{ gridColumn: '1 / -1' }}>
          {error}
        </p>
      )}
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
            From {formatMoney(Math.min(...list.map((r) => r.rate_cents)))} to{' '}
            {formatMoney(Math.max(...list.map((r) => r.rate_cents)))} per deliverable.
          </p>
        </div>
      )}
      <AddRate taken={new Set(list.map((r) => `${r.platform}/${r.deliverable_type}`))} />
    </div>
  );
};
