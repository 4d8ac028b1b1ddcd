import type { Env } from '../../../env';
import type { Db } from '../../../lib/db';
import type { PaymentEvent } from '../provider/types';
import { CREATOR_SPEND_EVENT_HANDLERS } from '../../creator-spend/payment-event-handlers';
import { SUBSCRIPTION_EVENT_HANDLERS } from './subscription-handlers';

/**
 * Applies one stored payment event. Every handler must be idempotent (an event may be applied again after a
 * crash) and order-independent (events arrive in any order): state only moves forward, judged by the object's
 * own timestamps and status order, never by arrival. A `checkout.session.completed` handler acts only on its
 * own `metadata.purpose` (`subscription`, `wallet_top_up`, …).
 */
export type PaymentEventHandler = (ctx: { db: Db; env: Env; event: PaymentEvent }) => Promise<void>;

const merge = (...tables: Record<string, PaymentEventHandler[]>[]) => {
  const out: Record<string, PaymentEventHandler[]> = {};
  for (const table of tables)
    for (const [type, handlers] of Object.entries(table)) (out[type] ??= []).push(...handlers);
  return out;
};

/** Event type → its handlers, run in this order. Types without handlers are stored and acknowledged. */
export const PAYMENT_EVENT_HANDLERS: Record<string, PaymentEventHandler[]> = merge(
  SUBSCRIPTION_EVENT_HANDLERS,
  CREATOR_SPEND_EVENT_HANDLERS,
);
