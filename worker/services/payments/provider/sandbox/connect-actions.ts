import { eq } from 'drizzle-orm';
import { sandboxAccounts } from '../../../../../db/schema';
import type { Env } from '../../../../env';
import type { Db } from '../../../../lib/db';
import { deliverSandboxEvents, sandboxEvent, type SandboxDelivery } from './deliver';
import { nextEventTime } from './ids';
import { accountObject } from './objects';

export type SandboxAccount = typeof sandboxAccounts.$inferSelect;

/** Stripe's test bank account number whose payouts fail (`payout.failed`). */
export const FAILING_BANK_ACCOUNT = '000111111116';

export const loadSandboxAccount = async ({ db, id }: { db: Db; id: string }) => {
  const [account] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, id)).limit(1);
  return account ?? null;
};

/** The bank account as typed: an IBAN or a local account number, 4–34 letters and digits. */
export const normaliseBankAccount = (input: string | undefined) => {
  const value = (input ?? '').replace(/[\s-]/g, '').toUpperCase();
  if (!value) return { ok: true as const, value: null };
  return /^[A-Z0-9]{4,34}$/.test(value)
    ? { ok: true as const, value }
    : { ok: false as const, message: 'Enter an IBAN or an account number (letters and digits only).' };
};

/** Step one: who is paid and where. Saved without an event; the account changes when onboarding is finished. */
export const saveAccountDetails = async ({
  db,
  account,
  input,
}: {
  db: Db;
  account: SandboxAccount;
  input: { legalName: string; country: string; bankAccount: string | null };
}) => {
  await db
    .update(sandboxAccounts)
    .set({
      legalName: input.legalName,
      country: input.country,
      ...(input.bankAccount
        ? { bankLast4: input.bankAccount.slice(-4), failPayouts: input.bankAccount === FAILING_BANK_ACCOUNT }
        : { bankLast4: null, failPayouts: false }),
    })
    .where(eq(sandboxAccounts.id, account.id));
};

/** The last step (tax form) finishes onboarding: `account.updated` says what is enabled and what is still due. */
export const finishOnboarding = async ({
  db,
  env,
  account,
  delivery,
}: {
  db: Db;
  env: Env;
  account: SandboxAccount;
  delivery: SandboxDelivery;
}) => {
  const at = nextEventTime(account.lastEventAt);
  const [updated] = await db
    .update(sandboxAccounts)
    .set({ taxFormSigned: true, lastEventAt: at })
    .where(eq(sandboxAccounts.id, account.id))
    .returning();
  await deliverSandboxEvents({
    env,
    events: [
      sandboxEvent({ type: 'account.updated', object: accountObject(updated!), created: at, account: updated!.id }),
    ],
    delivery,
  });
  return updated!;
};
