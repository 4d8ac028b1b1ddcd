import type { TWallet } from '@schemas/wallet';
import styles from './wallet.module.css';
import { formatMoney } from '@/lib/format';

type Tile = { label: string; cents: number; hint: string; primary?: boolean };

const tilesOf = (w: TWallet): Tile[] => [
  { label: 'Available', cents: w.available_cents, hint: 'Free to offer to creators or refund', primary: true },
  {
    label: 'Held for offers',
    cents: w.held_cents,
    hint: 'Returned at once if an offer is declined, expires or is withdrawn',
  },
  { label: 'In escrow', cents: w.in_escrow_cents, hint: 'Signed contracts, released as work is approved' },
  { label: 'Released to creators', cents: w.released_cents, hint: 'Approved work, platform fee included' },
  { label: 'Paid out', cents: w.paid_out_cents, hint: 'Arrived in creators’ bank accounts' },
  { label: 'Pending payments', cents: w.pending_payments_cents, hint: 'Held + in escrow: promised, not yet released' },
];

/** The wallet's balances, every figure from the ledger. */
export const WalletFigures = ({ wallet }: { wallet: TWallet }) => (
  <dl className={styles.tiles} aria-label="Wallet balances">
    {tilesOf(wallet).map((tile) => (
      <div key={tile.label} className={[styles.tile, tile.primary && styles.tilePrimary].filter(Boolean).join(' ')}>
        <dt className={styles.tileLabel}>{tile.label}</dt>
        <dd className={styles.tileValue}>{formatMoney(tile.cents, wallet.currency, 'cents')}</dd>
        <dd className={styles.tileHint}>{tile.hint}</dd>
      </div>
    ))}
    {wallet.refund_pending_cents > 0 && (
      <div className={styles.tile}>
        <dt className={styles.tileLabel}>Refund on its way</dt>
        <dd className={styles.tileValue}>{formatMoney(wallet.refund_pending_cents, wallet.currency, 'cents')}</dd>
        <dd className={styles.tileHint}>Back to your card within a few days</dd>
      </div>
    )}
  </dl>
);
