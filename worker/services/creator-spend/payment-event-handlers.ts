import type { PaymentEventHandler } from '../payments/events/handlers';
import { onAccountUpdated } from '../payouts/payout-account';
import { onPayoutFailed, onPayoutPaid, onTransferCreated } from '../payouts/payout-events';
import { creditTopUp } from '../wallet/credit-top-up';
import { settleWalletRefunds } from '../wallet/settle-refund';

/** Creator spend's payment-webhook handlers (wallet top-ups and refunds, payout accounts and payouts). */
export const CREATOR_SPEND_EVENT_HANDLERS: Record<string, PaymentEventHandler[]> = {
  'checkout.session.completed': [creditTopUp],
  'charge.refunded': [settleWalletRefunds],
  'account.updated': [onAccountUpdated],
  'transfer.created': [onTransferCreated],
  'payout.paid': [onPayoutPaid],
  'payout.failed': [onPayoutFailed],
};
