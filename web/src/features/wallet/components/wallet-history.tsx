import { useState } from 'react';
import type { TWalletTransaction } from '@schemas/wallet';
import layout from '@/components/styles/layout.module.css';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CloseIcon, DownloadIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/spinner';
import { useCampaignOptions } from '../api/get-brand-campaign-options';
import { useWalletTransactions, WALLET_PAGE_SIZE, walletCsvUrl } from '../api/get-wallet-transactions';
import styles from './wallet.module.css';
import { formatDateTime, formatMoney } from '@/lib/format';
import { Pager } from '@/components/ui/pager';

const signed = (cents: number, currency: string) =>
  cents > 0
    ? `+${formatMoney(cents, currency, 'cents')}`
    : cents < 0
      ? `−${formatMoney(-cents, currency, 'cents')}`
      : '—';

const Row = ({ tx, onCreator }: { tx: TWalletTransaction; onCreator: (c: { id: string; name: string }) => void }) => (
  <tr>
    <td data-label="Date">{formatDateTime(tx.created_at)}</td>
    <td data-label="What">
      {tx.label}
      {tx.creator && (
        <>
          {' · '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onCreator(tx.creator!)}
            aria-label={`Show only ${tx.creator.name}`}
          >
            {tx.creator.name}
          </button>
        </>
      )}
    </td>
    <td data-label="Campaign" className={tx.campaign ? undefined : styles.emptyCell}>
      {tx.campaign?.title ?? '—'}
    </td>
    <td data-label="Amount" className={layout.num}>
      {formatMoney(tx.amount_cents, tx.currency, 'cents')}
    </td>
    <td
      data-label="Available"
      className={[layout.num, tx.available_change_cents > 0 && styles.plus].filter(Boolean).join(' ')}
    >
      {signed(tx.available_change_cents, tx.currency)}
    </td>
  </tr>
);

/** Every money movement of the brand, newest first: filter by campaign or creator, page through, download CSV. */
export const WalletHistory = () => {
  const [page, setPage] = useState(1);
  const [campaignId, setCampaignId] = useState('');
  const [creator, setCreator] = useState<{ id: string; name: string } | null>(null);
  const filter = { page, campaignId: campaignId || undefined, creatorId: creator?.id };
  const history = useWalletTransactions(filter);
  const campaigns = useCampaignOptions();
  const pages = Math.max(1, Math.ceil((history.data?.count ?? 0) / WALLET_PAGE_SIZE));

  const body = () => {
    if (history.isPending) return <Skeleton height={200} />;
    if (history.isError)
      return <ErrorState description="We could not load the history." onRetry={() => void history.refetch()} />;
    if (history.data.results.length === 0)
      return (
        <EmptyState
          headingLevel={3}
          title={campaignId || creator ? 'Nothing matches these filters' : 'No money has moved yet'}
          description="Top-ups, holds for offers, escrow, releases and refunds show here as they happen."
        />
      );
    return (
      <>
        <div
          className={`${layout.tableWrap} ${styles.tableScroll}`}
          tabIndex={0}
          role="region"
          aria-label="Wallet history table"
        >
          <table className={`${layout.table} ${layout.stacked}`}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What happened</th>
                <th scope="col">Campaign</th>
                <th scope="col" className={layout.num}>
                  Amount
                </th>
                <th scope="col" className={layout.num}>
                  Available
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.results.map((tx) => (
                <Row
                  key={tx.id}
                  tx={tx}
                  onCreator={(c) => {
                    setCreator(c);
                    setPage(1);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          label="History pages"
          summary={`${history.data.count} movements`}
        />
      </>
    );
  };

  return (
    <section className={styles.card} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.cardTitle}>
        History
      </h2>
      <div className={styles.filters}>
        <label className={styles.filter}>
          Campaign
          <select
            className={styles.select}
            value={campaignId}
            onChange={(e) => {
              setCampaignId(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All campaigns</option>
            {(campaigns.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        {creator && (
          <button
            type="button"
            className={styles.chip}
            onClick={() => setCreator(null)}
            aria-label={`Remove the filter for ${creator.name}`}
          >
            Creator: {creator.name} <CloseIcon size={14} />
          </button>
        )}
        <a className={buttonClassName({ color: 'secondary' })} href={walletCsvUrl(filter)} download>
          <DownloadIcon size={16} />
          Download CSV
        </a>
      </div>
      {body()}
    </section>
  );
};
