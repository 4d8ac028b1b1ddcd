import type { StatementObserver } from '../../db/local-server/statements';
import { takeList } from './take-list';

/** BEGIN / COMMIT / ROLLBACK that the client wraps around a batch are not statements of the request. */
const TRANSACTION_CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|END)\b/i;

export type RecordedStatement = { sql: string; args: unknown[]; durationMs: number };

/**
 * Watches the local libSQL server's statements (its `onStatement` hook): how many the Worker sent and their
 * SQL and arguments, so the benchmark can report statements per request and replay the very same SQL directly.
 */
export const statementRecorder = () => {
  const recorded = takeList<RecordedStatement>();
  const observe: StatementObserver = ({ sql, args, durationMs }) => {
    if (!TRANSACTION_CONTROL.test(sql))
      recorded.add({ sql, args: args.map((a) => (typeof a === 'bigint' ? Number(a) : a)), durationMs });
  };
  /** `take()`: the statements since the last call. */
  return { observe, take: recorded.take };
};
