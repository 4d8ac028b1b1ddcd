import { Link } from 'react-router-dom';
import { FundsSecuredBadge } from '@/components/match/funds-secured-badge';
import { paths } from '@/config/paths';
import { useMatchPayment } from '@/lib/queries/get-match-payment';
import styles from './match-money-note.module.css';
import { formatBps, formatMoney } from '@/lib/format';

/**
 * On the creator's offer, contract and progress screens: whether the brand's funds are secured, the platform fee
 * and what the creator receives, with a link to the collaboration's payment page. Nothing while it loads.
 */
export const MatchMoneyNote = ({ matchId }: { matchId: string }) => {
  const payment = useMatchPayment(matchId);
  if (!payment.data) return null;
  const p = payment.data;
  const c = p.currency;
  return (
    <div className={styles.moneyNote}>
      {p.funds_secured ? (
        <FundsSecuredBadge amount={formatMoney(p.amount_cents, c, 'cents')} />
      ) : (
        <span className={styles.muted}>
          {p.funded ? 'Waiting for the brand’s funds' : 'The brand pays you directly'}
        </span>
      )}
      {p.funded && (
        <span>
          You receive <strong>{formatMoney(p.net_cents, c, 'cents')}</strong> after the {formatBps(p.platform_fee_bps)}{' '}
          platform fee ({formatMoney(p.fee_cents, c, 'cents')}).
        </span>
      )}
      <Link to={paths.creator.paymentRequested.getHref(matchId)}>Payment details</Link>
    </div>
  );
};
