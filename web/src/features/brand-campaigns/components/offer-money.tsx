import { Link } from 'react-router-dom';
import type { TMatchDetail } from '@schemas/brand-matches';
import type { TMatchSpend } from '@schemas/creator-spend';
import { FundsSecuredBadge } from '@/components/match/funds-secured-badge';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useWallet } from '@/lib/queries/get-wallet';
import type { ApiError } from '@/lib/api-error';
import { useMatchSpend } from '../api/get-match-spend';
import { useWorkspacePaths } from './workspace-paths';
import styles from './brand-campaigns.module.css';
import { formatBps, formatMoney } from '@/lib/format';
import { Facts } from '@/components/ui/facts';

/** The two refusals of an offer that money causes (DESIGN §12 Budgets); both carry the figures in `detail`. */
export const isMoneyRefusal = (e: ApiError) => e.code === 'insufficient_funds' || e.code === 'over_budget';

/** What to do about a refused offer: top up the wallet, or change the campaign's budget. */
export const MoneyRefusal = ({ error, campaignId }: { error: ApiError; campaignId: string }) => {
  const to = useWorkspacePaths();
  const short = error.code === 'insufficient_funds';
  return (
    <div className={styles.warning} role="alert">
      <p style={{ margin: '0 0 8px' }}>
        <strong>{short ? 'Not enough funds in your wallet.' : 'Over the campaign’s budget.'}</strong> {error.detail}
      </p>
      {short && !to.isStrategist ? (
        <AppButtonLink size="small" to={paths.brand.wallet.path}>
          Top up the wallet
        </AppButtonLink>
      ) : null}
      {!short && (
        <AppButtonLink size="small" to={to.campaignEdit(campaignId)}>
          Change the budget
        </AppButtonLink>
      )}
    </div>
  );
};

const secureText = (s: TMatchSpend | null | undefined) =>
  !s
    ? 'No money has moved for this creator.'
    : s.in_escrow_cents > 0
      ? 'In escrow: each deliverable’s price is released to the creator when it is approved.'
      : s.held_cents > 0
        ? 'Held from your wallet until the creator signs.'
        : 'Nothing is held for this creator now.';

/**
 * Beside the offer form: whether this creator's money is secured (held or in escrow), the wallet's available funds,
 * the plan's platform fee and what the creator receives for the typed amount. Brands without Creator Spend pay
 * creators directly, so only the badge-free terms show.
 */
export const OfferMoney = ({
  match,
  rateCents,
  editing,
}: {
  match: TMatchDetail;
  rateCents: number;
  editing: boolean;
}) => {
  const spend = useMatchSpend(match.id);
  const wallet = useWallet();
  const to = useWorkspacePaths();
  const currency = match.currency;
  const s = spend.data;
  const secured = s ? s.held_cents + s.in_escrow_cents : 0;
  const w = wallet.data;
  const feeBps = s?.platform_fee_bps ?? w?.platform_fee_bps ?? null;
  const fee = feeBps === null || !(s?.funded ?? !!w) ? 0 : Math.floor((Math.max(0, rateCents) * feeBps) / 10_000);
  const needed = Math.max(0, rateCents - (s?.held_cents ?? 0));
  return (
    <Card
      title="Payment"
      aria-label="Payment"
      description={
        !w
          ? 'You pay this creator directly.'
          : editing
            ? 'Sending the offer holds its amount from your wallet until the creator answers.'
            : secureText(s)
      }
    >
      {secured > 0 && <FundsSecuredBadge amount={formatMoney(secured, currency, 'cents')} />}
      <Facts
        className={styles.facts}
        facts={[
          ['Offer', formatMoney(Math.max(0, rateCents), currency, 'cents')],
          feeBps !== null && w && [`Platform fee (${formatBps(feeBps)})`, `−${formatMoney(fee, currency, 'cents')}`],
          w && ['Creator receives', formatMoney(Math.max(0, rateCents) - fee, currency, 'cents')],
          w && editing && ['Available in your wallet', formatMoney(w.available_cents, w.currency, 'cents')],
        ]}
      />
      {w && editing && needed > w.available_cents && (
        <p className={styles.warning}>
          This offer needs {formatMoney(needed, currency, 'cents')} and your wallet has{' '}
          {formatMoney(w.available_cents, w.currency, 'cents')}.{' '}
          {to.isStrategist ? 'Ask the brand to top up.' : <Link to={paths.brand.wallet.path}>Top up the wallet</Link>}
        </p>
      )}
    </Card>
  );
};
