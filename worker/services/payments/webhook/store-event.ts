import { paymentEvents } from '../../../../db/schema';
import type { Env } from '../../../env';
import type { Db } from '../../../lib/db';
import type { PaymentEvent } from '../provider/types';

export type PaymentQueueMessage = { kind: 'payment_event'; payment_event_id: string };

export const isPaymentQueueMessage = (body: unknown): body is PaymentQueueMessage =>
  (body as PaymentQueueMessage)?.kind === 'payment_event' &&
  typeof (body as PaymentQueueMessage).payment_event_id === 'string';

/**
 * Stores the raw event once: an atomic insert keyed by the provider's event id, so of any number of (parallel)
 * deliveries exactly one is new. Only that one is queued for application. A failed queue send is harmless: the
 * scheduled handler applies stored events that stay unapplied.
 */
export const storePaymentEvent = async ({ db, env, event }: { db: Db; env: Env; event: PaymentEvent }) => {
  const inserted = await db
    .insert(paymentEvents)
    .values({
      id: event.id,
      type: event.type,
      created: event.created,
      payload: event as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (inserted.length === 0) return { duplicate: true } as const;
  try {
    await env.NOTIFICATIONS.send({ kind: 'payment_event', payment_event_id: event.id } satisfies PaymentQueueMessage);
  } catch (e) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'payment event queue send failed; the scheduler will apply it',
        id: event.id,
        error: String(e),
      }),
    );
  }
  return { duplicate: false } as const;
};
