import { assertEnv, type Env } from '../../env';
import { createDb } from '../../lib/db';
import type { QueueMessage } from '../../services/events/outbox';
import { notifyEvent } from '../../services/notifications/notify-event';
import { payOutAfterRelease } from '../../services/payouts/pay-out-after-release';
import { applyPaymentEvent } from '../../services/payments/webhook/apply-event';
import { isPaymentQueueMessage } from '../../services/payments/webhook/store-event';

export const DEAD_LETTER_SUFFIX = '-dlq';

/** Exponential backoff for a retried message: 2, 4, 8, … seconds, at most 5 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(300, 2 ** Math.max(1, attempts));

const isQueueMessage = (body: unknown): body is QueueMessage => typeof (body as QueueMessage)?.event_id === 'string';

/**
 * NOTIFICATIONS consumer (DESIGN §7): each message names a domain event; its notifications and e-mails are written
 * idempotently, then the message is acked. Failures are retried with backoff; after `max_retries` the queue moves
 * the message to the dead-letter queue, whose consumer logs it and acks.
 */
export const handleNotificationBatch = async (batch: MessageBatch<unknown>, env: Env) => {
  if (batch.queue.endsWith(DEAD_LETTER_SUFFIX)) {
    for (const message of batch.messages) {
      console.error(JSON.stringify({ level: 'error', msg: 'dead letter', queue: batch.queue, id: message.id, attempts: message.attempts, body: message.body }));
      message.ack();
    }
    return;
  }
  const db = createDb(assertEnv(env));
  for (const message of batch.messages) {
    // Payment webhook events share this queue (DESIGN §12): a message names a stored event to apply.
    if (isPaymentQueueMessage(message.body)) {
      try {
        if (await applyPaymentEvent(db, env, message.body.payment_event_id)) message.ack();
        else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      } catch (e) {
        console.warn(JSON.stringify({ level: 'warn', msg: 'payment event failed; retrying', id: message.id, error: String(e) }));
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
      continue;
    }
    if (!isQueueMessage(message.body)) {
      // Poison: it can never succeed. Retrying moves it to the dead-letter queue, where it is kept visible.
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      continue;
    }
    try {
      if (await notifyEvent(db, message.body.event_id)) {
        await payOutAfterRelease(db, env, message.body);
        message.ack();
      }
      else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    } catch (e) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'notification failed; retrying', id: message.id, error: String(e) }));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
};
