import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { attemptLimits } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { AppError } from '../../lib/errors';

/**
 * Attempt limits with growing delays instead of a lockout (docs/decisions.md, "Hardening"). Each attempt is
 * counted atomically *before* the work it guards (a password check, an e-mail): one upsert per key that only
 * succeeds when the key's next allowed time has come, so twenty parallel guesses cannot all slip past a read
 * that happened before the writes. The first `free` attempts go through at once; after that each one must wait
 * `baseDelayMs`, doubling per attempt up to `maxDelayMs`. A key that stays quiet for `quietMs` starts over.
 */
type AttemptPolicy = { free: number; baseDelayMs: number; maxDelayMs: number; quietMs: number };

const MINUTE = 60_000;
const ATTEMPT_POLICIES = {
  /** One account from one address: the real user mistyping, or one attacker. */
  signInPair: { free: 5, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, quietMs: 15 * MINUTE },
  /** One account from anywhere: guessing spread over many addresses. Looser, so others slow the owner less. */
  signInAccount: { free: 20, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, quietMs: 15 * MINUTE },
  /**
   * One address against any accounts (an office or campus NAT shares it): only slows a sweep. A success gives its
   * attempt back, so a busy office signing in counts only its failures.
   */
  signInAddress: { free: 50, baseDelayMs: 1_000, maxDelayMs: 5 * MINUTE, quietMs: 15 * MINUTE },
  /** Password re-checks inside a session (`/verify-password/`): a stolen session cannot brute-force. */
  verifyPassword: { free: 5, baseDelayMs: 2_000, maxDelayMs: 15 * MINUTE, quietMs: 15 * MINUTE },
  /** E-mails sent on an anonymous request (reset, sign-in link, sign-up notice) to one address. */
  mailToAddress: { free: 3, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE, quietMs: 60 * MINUTE },
  /** Such e-mails requested by one client address, to any recipients. */
  mailFromClient: { free: 30, baseDelayMs: 10_000, maxDelayMs: 30 * MINUTE, quietMs: 60 * MINUTE },
} satisfies Record<string, AttemptPolicy>;

export type AttemptKey = { key: string; policy: AttemptPolicy };

/** SQL for the delay after the `n`-th attempt (an SQL expression). */
const delayAfter = (n: ReturnType<typeof sql>, p: AttemptPolicy) =>
  sql`CASE WHEN ${n} < ${p.free} THEN 0 ELSE MIN(${p.maxDelayMs}, ${p.baseDelayMs} << MIN(${n} - ${p.free}, 30)) END`;

/** The upsert of one attempt; with `when`, only while that SQL holds (no row is written or counted otherwise). */
const countAttempt = (db: Db, { key, policy }: AttemptKey, now: number, when: SQL | undefined) => {
  const quietSince = now - policy.quietMs;
  const fresh = sql`${attemptLimits.lastAttemptMs} < ${quietSince}`;
  const next = sql`(CASE WHEN ${fresh} THEN 1 ELSE ${attemptLimits.attempts} + 1 END)`;
  const first = {
    key,
    attempts: 1,
    lastAttemptMs: now,
    nextAllowedMs: now + (policy.free <= 1 ? policy.baseDelayMs : 0),
  };
  const insert = db.insert(attemptLimits);
  // The columns in the table's order: key, attempts, last attempt, next allowed.
  return (
    when
      ? insert.select(
          sql`SELECT ${key}, ${first.attempts}, ${first.lastAttemptMs}, ${first.nextAllowedMs} WHERE ${when}`,
        )
      : insert.values(first)
  )
    .onConflictDoUpdate({
      target: attemptLimits.key,
      set: { attempts: next, lastAttemptMs: now, nextAllowedMs: sql`${now} + ${delayAfter(next, policy)}` },
      setWhere: sql`${attemptLimits.nextAllowedMs} <= ${now} OR ${fresh}`,
    })
    .returning({ key: attemptLimits.key });
};

type Refusal = { what: string; hint?: string };

/**
 * One attempt on every key, as statements for the caller's batch (so the count can ride with the reads of the work
 * it guards): an atomic upsert per key, then when each key may go again. `settle` takes the batch's results for
 * these statements and throws 429 `rate_limited` with Retry-After when any key is still waiting; `what` names the
 * action in the message ("sign-in attempts"). `when` (SQL) counts only while it holds: a folded request's first
 * batch counts only for a valid session (its check comes when the batch returns, before `settle`).
 */
export const countAttempts = ({
  db,
  keys,
  what,
  hint = '',
  when,
}: { db: Db; keys: AttemptKey[]; when?: SQL } & Refusal) => {
  const now = Date.now();
  const statements: BatchItem<'sqlite'>[] = [
    ...keys.map((k) => countAttempt(db, k, now, when)),
    db
      .select({ key: attemptLimits.key, nextAllowedMs: attemptLimits.nextAllowedMs })
      .from(attemptLimits)
      .where(inArray(attemptLimits.key, keys.length ? keys.map((k) => k.key) : [''])),
  ];
  const settle = (results: unknown[]) => {
    const refused = keys.filter((_, i) => (results[i] as unknown[]).length === 0).map((k) => k.key);
    if (refused.length === 0) return;
    const rows = (results[keys.length] as { key: string; nextAllowedMs: number }[]).filter((r) =>
      refused.includes(r.key),
    );
    const waitMs = Math.max(1_000, ...rows.map((r) => r.nextAllowedMs - now));
    const seconds = Math.ceil(waitMs / 1000);
    const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
    throw new AppError('rate_limited', `Too many ${what}. Try again in ${wait}.${hint ? ` ${hint}` : ''}`, {
      headers: { 'Retry-After': String(seconds) },
    });
  };
  return { statements, settle };
};

/** Counts one attempt on every key in one atomic batch of its own; throws 429 as `countAttempts` says. */
export const takeAttempt = async ({ db, keys, ...refusal }: { db: Db; keys: AttemptKey[] } & Refusal) => {
  if (keys.length === 0) return;
  const { statements, settle } = countAttempts({ db, keys, ...refusal });
  settle(await db.batch(statements as [BatchItem<'sqlite'>]));
};

/** Gives one counted attempt back (a success on a shared key); below the free attempts there is no wait again. */
export const refundAttempt = ({ db, key, policy }: { db: Db } & AttemptKey) =>
  db
    .update(attemptLimits)
    .set({
      attempts: sql`MAX(${attemptLimits.attempts} - 1, 0)`,
      nextAllowedMs: sql`CASE WHEN ${attemptLimits.attempts} - 1 < ${policy.free} THEN 0 ELSE ${attemptLimits.nextAllowedMs} END`,
    })
    .where(eq(attemptLimits.key, key));

/** Forgets the counters (after a success that proves who is asking). */
export const clearAttempts = ({ db, keys }: { db: Db; keys: string[] }) =>
  db.delete(attemptLimits).where(inArray(attemptLimits.key, keys));

/** Drops counters that have been quiet for a day (scheduled clean-up). */
export const deleteStaleAttempts = ({ db, now }: { db: Db; now: number }) =>
  db.delete(attemptLimits).where(sql`${attemptLimits.lastAttemptMs} < ${now - 24 * 60 * MINUTE}`);

const clientKey = (ip: string | null) => ip ?? 'unknown';

export const accountSignInKey = (email: string) => `sign-in:${email}`;

export const signInAddressKey = (ip: string | null): AttemptKey => ({
  key: `sign-in-from:${clientKey(ip)}`,
  policy: ATTEMPT_POLICIES.signInAddress,
});

export const signInKeys = (email: string, ip: string | null): AttemptKey[] => [
  { key: `sign-in:${email}|${clientKey(ip)}`, policy: ATTEMPT_POLICIES.signInPair },
  { key: accountSignInKey(email), policy: ATTEMPT_POLICIES.signInAccount },
  signInAddressKey(ip),
];

/** The counters a proven sign-in (password or e-mailed link) resets: this account's, not the address's. */
export const signInKeysToClear = (email: string, ip: string | null) => [
  `sign-in:${email}|${clientKey(ip)}`,
  accountSignInKey(email),
];

export const mailKeys = ({ kind, email, ip }: { kind: string; email: string; ip: string | null }): AttemptKey[] => [
  { key: `mail:${kind}:${email}`, policy: ATTEMPT_POLICIES.mailToAddress },
  { key: `mail-from:${clientKey(ip)}`, policy: ATTEMPT_POLICIES.mailFromClient },
];

export const verifyPasswordKeys = (userId: string): AttemptKey[] => [
  { key: `verify-password:${userId}`, policy: ATTEMPT_POLICIES.verifyPassword },
];
