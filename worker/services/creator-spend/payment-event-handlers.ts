import type { PaymentEventHandler } from '../payments/events/handlers';
import { creditTopUp } from '../wallet/credit-top-up';
import { settleWalletRefunds } from '../wallet/settle-refund';

/** Creator spend's payment-webhook handlers (wallet top-ups and refunds; payouts join in their own file). */
export const CREATOR_SPEND_EVENT_HANDLERS: Record<string, PaymentEventHandler[]> = {
  'checkout.session.completed': [creditTopUp],
  'charge.refunded': [settleWalletRefunds],
};
