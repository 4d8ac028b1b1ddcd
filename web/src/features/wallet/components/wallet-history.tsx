import { useState } from 'react';
import type { TWalletTransaction } from '@schemas/wallet';
import layout from '@/components/styles/layout.module.css';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CloseIcon, DownloadIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/spinner';
import { Table, type TTableColumn } from '@/components/ui/table';
import { useCampaignOptions } from '../api/get-brand-campaign-options';
import { useWalletTransactions, WALLET_PAGE_SIZE, walletCsvUrl } from '../api/get-wallet-transactions';
import styles from './wallet.module.css';
import { formatDateTime, formatMoney } from '@/lib/format';
import { Pager } from '@/components/ui/pager';
import { RecordOptions } from '@/components/ui/select-field';

const signed = (cents: number, currency: string) =>
  cents > 0
    ? `+${formatMoney(cents, currency, 'cents')}`
    : cents < 0
      ? `−${formatMoney(-cents, currency, 'cents')}`
      : '—';

type TCreator = { id: string; name: string };

/**
 * A movement's line; the creator's name in it is the button that filters to them (it was repeated after the line).
 * The button is named by the name, so the line reads whole ("Released to Casey Rivera on approval").
 */
const WhatHappened = ({ tx, onCreator }: { tx: TWalletTransaction; onCreator: (c: TCreator) => void }) => {
  if (!tx.creator) return <>{tx.label}</>;
  const creator = tx.creator;
  const name = (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() => onCreator(creator)}
      title={`Show only ${creator.name}`}
    >
      {creator.name}
    </button>
  );
  const at = tx.label.indexOf(creator.name);
  if (at < 0)
    return (
      <>
        {tx.label} · {name}
      </>
    );
  return (
    <>
      {tx.label.slice(0, at)}
      {name}
      {tx.label.slice(at + creator.name.length)}
    </>
  );
};

/** The history's columns; a creator's name filters the history to that creator. */
const historyColumns = (onCreator: (c: TCreator) => void): TTableColumn<TWalletTransaction>[] => [
  { header: 'Date', className: () => styles.dateCell, cell: (tx) => formatDateTime(tx.created_at) },
  {
    header: 'What happened',
    phoneLabel: 'What',
    cell: (tx) => <WhatHappened tx={tx} onCreator={onCreator} />,
  },
  {
    header: 'Campaign',
    className: (tx) => (tx.campaign ? undefined : styles.emptyCell),
    cell: (tx) => tx.campaign?.title ?? '—',
  },
  { header: 'Amount', numeric: true, cell: (tx) => formatMoney(tx.amount_cents, tx.currency, 'cents') },
  {
    header: 'Change in available',
    phoneLabel: 'Available',
    numeric: true,
    className: (tx) => (tx.available_change_cents > 0 ? styles.plus : undefined),
    cell: (tx) => signed(tx.available_change_cents, tx.currency),
  },
];

/** Every money movement of the brand, newest first: filter by campaign or creator, page through, download CSV. */
export const WalletHistory = () => {
  const [page, setPage] = useState(1);
  const [campaignId, setCampaignId] = useState('');
  const [creator, setCreator] = useState<TCreator | null>(null);
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
        <Table
          columns={historyColumns((c) => {
            setCreator(c);
            setPage(1);
          })}
          rows={history.data.results}
          rowKey={(tx) => tx.id}
          stackOnPhone
          region={{ label: 'Wallet history table' }}
          classes={{ wrap: `${layout.tableWrap} ${styles.tableScroll}` }}
        />
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
            <RecordOptions records={campaigns.data} label={(c) => c.title} />
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
