import type { Env } from '../../env';

/**
 * Consumer of the NOTIFICATIONS queue and its dead-letter queue. Domain events are published by the
 * collaboration features (a later issue); until then every message is acknowledged so nothing is redelivered
 * forever, and dead letters are logged for inspection.
 */
export const handleNotificationBatch = async (batch: MessageBatch<unknown>, _env: Env) => {
  for (const message of batch.messages) {
    if (batch.queue.endsWith('-dlq')) console.warn(JSON.stringify({ level: 'warn', dead_letter: message.id, body: message.body }));
    message.ack();
  }
};
