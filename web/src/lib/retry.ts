/** Statuses worth one more try: timeouts, conflicts from races, rate limits and transient server failures. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_REQUEST_RETRIES = 1;

/**
 * Spec §9: retry once, and only for non-mutating methods — repeating a POST/PUT/PATCH/DELETE could apply a
 * change twice. `attempt` counts the retries already made (0 after the first response).
 */
export const shouldRetryRequest = (method: string, status: number, attempt: number): boolean =>
  attempt < MAX_REQUEST_RETRIES && SAFE_METHODS.has(method.toUpperCase()) && RETRYABLE_STATUSES.has(status);
