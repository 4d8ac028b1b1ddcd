/**
 * A UNIQUE constraint failure, wherever drizzle put the driver's error (message, code or `cause`). Locally the code
 * is `SQLITE_CONSTRAINT_UNIQUE`; Turso sends `SQLITE_CONSTRAINT` with a message naming UNIQUE.
 */
export const isUniqueViolation = (e: unknown): boolean => {
  for (
    let err = e as { message?: string; code?: string; cause?: unknown } | undefined, depth = 0;
    err && depth < 4;
    err = err.cause as typeof err, depth++
  ) {
    if (/UNIQUE/i.test(`${err.code ?? ''} ${err.message ?? ''}`)) return true;
  }
  return false;
};
