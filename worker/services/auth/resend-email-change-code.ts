import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { emailTokens } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import type { Db } from '../../lib/db';
import { conflict } from '../../lib/errors';
import { randomDigits } from '../../lib/auth/tokens';
import { abortUnless, runGuardedBatch } from '../../lib/guarded-batch';
import { sessionStillValid } from '../../lib/session-fold';
import { queueEmail } from '../email/outbox';
import { emailChangeCodeEmail } from '../email/templates';
import { countAttempts, mailKeys } from './attempt-limits';
import { liveTokens, newEmailToken, retireTokens } from './email-tokens';

const NOTHING_PENDING = () => conflict('No e-mail change is waiting for a code. Start the change again.');

/** The newest live code of this user's pending change (its id and address), for a batch. */
const pendingChange = (db: Db, userId: string) =>
  db
    .select({ id: emailTokens.id, newEmail: emailTokens.newEmail })
    .from(emailTokens)
    .where(liveTokens(userId, 'email_change'))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);

/**
 * "Send the code again": a new code to the pending change's address, and every older code of the user stops working.
 * Counted like the other codes and links e-mailed on request (growing waits: 429 with Retry-After), per account and
 * per client network: the address is only known from the read the count rides with (with the folded session, one
 * round trip). Nothing pending (never asked, expired, confirmed meanwhile): 409. The write is guarded on the pending
 * code still being unused, so a confirmation that wins the race is not followed by a code for the current address.
 */
export const resendEmailChangeCode = async ({
  db,
  user,
  sessionId,
  ip,
}: {
  db: Db;
  user: UserRow;
  sessionId: string;
  ip: string | null;
}) => {
  const when = sessionStillValid({ userId: user.id, sessionId, now: new Date() });
  const attempts = countAttempts({
    db,
    keys: mailKeys({ kind: 'email-change', email: user.id, ip }),
    what: 'codes for this account or from this network',
    when,
  });
  const [[pending], ...counted] = await db.batch([pendingChange(db, user.id), ...attempts.statements] as unknown as [
    BatchItem<'sqlite'>,
  ]);
  const newEmail = (pending as { id: string; newEmail: string | null } | undefined)?.newEmail;
  if (!pending || !newEmail) throw NOTHING_PENDING();
  attempts.settle(counted);
  const code = randomDigits(6);
  const token = await newEmailToken({ db, userId: user.id, purpose: 'email_change', raw: code, newEmail });
  const stillPending = db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(and(eq(emailTokens.id, (pending as { id: string }).id), isNull(emailTokens.usedAt)));
  await runGuardedBatch(
    db,
    [
      abortUnless(db, sql`EXISTS ${stillPending}`),
      retireTokens({ db, userId: user.id, purposes: ['email_change'] }),
      token.insert,
      // The user's name is known now: the folded session's check filled it in with the first batch.
      queueEmail({ db, to: newEmail, message: emailChangeCodeEmail({ firstName: user.firstName, code }) }),
    ],
    NOTHING_PENDING,
  );
  return { newEmail };
};
