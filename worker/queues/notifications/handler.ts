import { assertEnv, type Env } from '../../env';
import { createDb, type Db } from '../../lib/db';
import { markEventApplied, markEventDeadLettered } from '../../services/outbox/applied';
import { recordDeadLetter } from '../../services/outbox/dead-letters';
import type { QueueMessage } from '../../services/outbox/outbox';
import { notifyEvent } from '../../services/notifications/notify-event';
import { payOutAfterRelease } from '../../services/payouts/pay-out-after-release';
import { applyPaymentEvent } from '../../services/payments/webhook/apply-event';
import { isPaymentQueueMessage } from '../../services/payments/webhook/store-event';

const DEAD_LETTER_SUFFIX = '-dlq';
/** `max_retries` of the consumer in wrangler.toml: a message is delivered at most MAX_RETRIES + 1 times. */
export const MAX_RETRIES = 5;

/** Exponential backoff for a retried message: 2, 4, 8, … seconds, at most 5 minutes. */
export const retryDelaySeconds = (attempts: number) => Math.min(300, 2 ** Math.max(1, attempts));

const isQueueMessage = (body: unknown): body is QueueMessage => typeof (body as QueueMessage)?.event_id === 'string';

/** Applies one message or throws why it could not (yet). Everything it writes is idempotent by event id. */
const applyMessage = async (db: Db, env: Env, body: unknown) => {
  // Payment webhook events share this queue (DESIGN §12): a message names a stored event to apply.
  if (isPaymentQueueMessage(body)) {
    if (!(await applyPaymentEvent({ db, env, eventId: body.payment_event_id })))
      throw new Error('payment event not stored (yet)');
    return;
  }
  if (!isQueueMessage(body)) throw new Error('not a known message: it can never be applied');
  if (!(await notifyEvent({ db, eventId: body.event_id }))) throw new Error('domain event not committed (yet)');
  await payOutAfterRelease({ db, env, message: body });
  await markEventApplied({ db, eventId: body.event_id });
};

/** After the final retry: the message and its error go to `dead_letters`, and the outbox stops re-sending it. */
const giveUp = async (db: Db, queue: string, message: Message<unknown>, error: string) => {
  await recordDeadLetter({
    db,
    letter: { queue, messageId: message.id, body: message.body, error, attempts: message.attempts },
  });
  if (isQueueMessage(message.body)) await markEventDeadLettered({ db, eventId: message.body.event_id });
  console.error(
    JSON.stringify({ level: 'error', msg: 'dead letter', queue, id: message.id, attempts: message.attempts, error }),
  );
};

/** Messages that reached the dead-letter queue without a recorded error (e.g. the consumer stopped on its last try). */
const keepDeadLetters = async (batch: MessageBatch<unknown>, env: Env) => {
  const db = createDb(assertEnv(env));
  for (const message of batch.messages) {
    try {
      await giveUp(db, batch.queue, message, 'moved to the dead-letter queue after its final retry');
      message.ack();
    } catch (e) {
      console.error(
        JSON.stringify({ level: 'error', msg: 'dead letter not recorded; retrying', id: message.id, error: String(e) }),
      );
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
};

/**
 * NOTIFICATIONS consumer (DESIGN §7): each message names a domain event; its notifications and e-mails are written
 * idempotently, then the event is marked applied and the message acked. Failures are retried with backoff; after
 * the final retry the message and its error are kept in `dead_letters` and the message is acked.
 */
export const handleNotificationBatch = async (batch: MessageBatch<unknown>, env: Env) => {
  if (batch.queue.endsWith(DEAD_LETTER_SUFFIX)) return keepDeadLetters(batch, env);
  const db = createDb(assertEnv(env));
  for (const message of batch.messages) {
    try {
      await applyMessage(db, env, message.body);
      message.ack();
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      if (message.attempts <= MAX_RETRIES) {
        console.warn(
          JSON.stringify({
            level: 'warn',
            msg: 'queue message failed; retrying',
            id: message.id,
            attempts: message.attempts,
            error,
          }),
        );
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        continue;
      }
      try {
        await giveUp(db, batch.queue, message, error);
        message.ack();
      } catch {
        message.retry(); // not recorded: the dead-letter queue's consumer records it
      }
    }
  }
};
