import type { StatementObserver } from '../../db/local-server/statements';

/** BEGIN / COMMIT / ROLLBACK that the client wraps around a batch are not statements of the request. */
const TRANSACTION_CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|END)\b/i;

type RecordedStatement = { sql: string; args: unknown[]; durationMs: number };

/**
 * Watches the local libSQL server's statements (its `onStatement` hook): how many the Worker sent and their
 * SQL and arguments, so the benchmark can report statements per request and replay the very same SQL directly.
 */
export const statementRecorder = () => {
  let recorded: RecordedStatement[] = [];
  const observe: StatementObserver = ({ sql, args, durationMs }) => {
    if (!TRANSACTION_CONTROL.test(sql))
      recorded.push({ sql, args: args.map((a) => (typeof a === 'bigint' ? Number(a) : a)), durationMs });
  };
  return {
    observe,
    /** The statements since the last call. */
    take: () => {
      const out = recorded;
      recorded = [];
      return out;
    },
  };
};
