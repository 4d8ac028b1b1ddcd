import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { abortUnlessChanged } from '../../lib/guarded-batch';
import { revokeAllSessions } from '../auth/sessions';
import { auditInsert } from './audit-log';

/** How the audit log words each move: staff suspend any user, and deactivate a member of the internal team. */
const SUMMARY_VERB = { suspend: 'Suspended', deactivate: 'Deactivated' } as const;

type Suspension = {
  db: Db;
  actorId: string;
  /** The account as read before the batch. */
  user: { id: string; email: string; status: string };
  move: keyof typeof SUMMARY_VERB;
};

/**
 * The steps of a guarded batch that suspend an account: its status (only while it is not suspended yet, so of
 * simultaneous clicks one suspends and the others get the batch's 409), every session ended at once, and the audit row.
 */
export const suspensionSteps = ({ db, actorId, user, move }: Suspension) =>
  [
    db
      .update(users)
      .set({ status: 'SUSPENDED' })
      .where(and(eq(users.id, user.id), ne(users.status, 'SUSPENDED'))),
    abortUnlessChanged(db),
    revokeAllSessions({ db, userId: user.id }),
    auditInsert({
      db,
      entry: {
        actorId,
        action: `user.${move}`,
        targetType: 'user',
        targetId: user.id,
        summary: `${SUMMARY_VERB[move]} ${user.email}`,
        before: { status: user.status },
        after: { status: 'SUSPENDED' },
      },
    }),
  ] as const;
