/** A UNIQUE constraint failure, wherever drizzle put the driver's error (message, code or `cause`). */
export const isUniqueViolation = (e: unknown): boolean => {
  for (let err = e as { message?: string; code?: string; cause?: unknown } | undefined, depth = 0; err && depth < 4; err = err.cause as typeof err, depth++) {
    if (/UNIQUE/i.test(`${err.code ?? ''} ${err.message ?? ''}`)) return true;
  }
  return false;
};
