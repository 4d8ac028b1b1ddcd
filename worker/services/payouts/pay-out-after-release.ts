import { eq } from 'drizzle-orm';
import { domainEvents } from '../../../db/schema';
import type { Env } from '../../env';
import type { Db } from '../../lib/db';
import type { QueueMessage } from '../outbox/outbox';
import { startCreatorPayouts } from './start-payouts';

/**
 * After an approval or publication that released money (its event carries `payment`), the creator's payout starts
 * from the queue consumer — minutes after the work is accepted, with no one pressing a button. Idempotent: a
 * payout already claimed is not claimed again.
 */
export const payOutAfterRelease = async ({ db, env, message }: { db: Db; env: Env; message: QueueMessage }) => {
  if (message.type !== 'content.approved' && message.type !== 'content.published') return;
  const [row] = await db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(eq(domainEvents.id, message.event_id))
    .limit(1);
  const payload = row?.payload as { payment?: unknown; creator_id?: string } | undefined;
  if (payload?.payment && payload.creator_id) await startCreatorPayouts({ db, env, creatorId: payload.creator_id });
};
