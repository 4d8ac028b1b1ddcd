import { and, eq, lt } from 'drizzle-orm';
import { creatorPayoutAccounts } from '../../../db/schema';
import type { Env } from '../../env';
import type { BatchItem } from 'drizzle-orm/batch';
import { inBatch, type Db } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TPayoutAccount } from '../../schemas/creator-payments';
import type { PaymentEventHandler } from '../payments/events/handlers';
import { providerForEnv } from '../payments/provider/provider-for-env';
import { startCreatorPayouts } from './start-payouts';

const REQUIREMENT_LABELS: Record<string, string> = {
  'individual.full_name': 'your legal name',
  external_account: 'a bank account',
  'tax_form.certification': 'the signed tax form',
};

export const toPayoutAccount = (row: typeof creatorPayoutAccounts.$inferSelect | undefined): TPayoutAccount => ({
  status: row?.status ?? 'not_started',
  bank_last4: row?.bankLast4 ?? null,
  missing: (row?.requirements ?? []).map((r) => REQUIREMENT_LABELS[r] ?? r),
  can_receive_payouts: row?.status === 'enabled',
});

/** The statement reading the creator's payout account row (none before onboarding starts). */
export const payoutAccountQuery = ({ db, creatorId }: { db: Db; creatorId: string }) =>
  db.select().from(creatorPayoutAccounts).where(eq(creatorPayoutAccounts.creatorId, creatorId)).limit(1);

/** The creator's payout account, as a batch of one (a folded read's session rides in it). */
export const loadPayoutAccount = async ({ db, creatorId }: { db: Db; creatorId: string }) =>
  toPayoutAccount((await inBatch(db, payoutAccountQuery({ db, creatorId })))[0]);

/**
 * Connect-style onboarding: the provider account is created once (no row = `not_started`), then every call
 * returns a fresh hosted onboarding link that comes back to the creator's payment settings.
 *
 * Two round trips at most (issue 15): one read (the payout account; on a folded request the session rides in it, so
 * `user` is complete only after it), the provider's calls (Stripe: HTTP; the sandbox: nothing), then one guarded
 * batch with our account row and the provider's own rows (none at all for Stripe once the account exists). A
 * parallel first onboarding makes the same account (the provider's is once per creator), so both answer in two.
 */
export const startPayoutOnboarding = async (input: {
  db: Db;
  env: Env;
  creatorId: string;
  user: { email: string };
  country: string;
  returnUrl: string;
}): Promise<{ url: string }> => {
  const { db, env, creatorId, user, country, returnUrl } = input;
  const provider = providerForEnv({ env, db });
  const [row] = await inBatch(db, payoutAccountQuery({ db, creatorId }));
  const created = row
    ? null
    : await provider.createPayoutAccount({
        creatorId,
        email: user.email,
        country,
        metadata: { purpose: 'creator_payouts', creator_id: creatorId },
      });
  const accountId = row?.providerAccountId ?? created!.accountId;
  const link = await provider.createPayoutOnboardingLink({ accountId, returnUrl, refreshUrl: returnUrl });
  const account = created
    ? [
        ...created.writes,
        db
          .insert(creatorPayoutAccounts)
          .values({ creatorId, providerAccountId: accountId, status: 'pending' })
          .onConflictDoNothing(),
        // A parallel first onboarding may have inserted first: the same creator gets the same provider account, so
        // its row names this account and this request goes on with it. Only a row naming another account aborts
        // (SQLite counts a matched row as changed even when the value is the same).
        db
          .update(creatorPayoutAccounts)
          .set({ providerAccountId: accountId })
          .where(
            and(eq(creatorPayoutAccounts.creatorId, creatorId), eq(creatorPayoutAccounts.providerAccountId, accountId)),
          ),
        abortUnlessChanged(db),
      ]
    : [];
  const writes = [...account, ...link.writes];
  if (!writes.length) return { url: link.url };
  try {
    await runGuardedBatch(db, writes as [BatchItem<'sqlite'>], 'Another onboarding created the payout account.');
  } catch (e) {
    if (created && e instanceof AppError && e.code === 'conflict') return startPayoutOnboarding(input);
    throw e;
  }
  return { url: link.url };
};

type Obj = Record<string, any>;

/**
 * `account.updated`: the account's status moves to what the provider says — enabled when payouts are enabled,
 * restricted (with what is missing) once details were submitted but something is due, pending before. Older
 * events never overwrite newer ones. An account that becomes enabled gets its waiting payouts at once.
 */
export const onAccountUpdated: PaymentEventHandler = async ({ db, env, event }) => {
  const account = event.data.object as Obj;
  const due = ((account.requirements?.currently_due ?? []) as string[]).filter((r) => typeof r === 'string');
  const status = account.payouts_enabled ? 'enabled' : account.details_submitted ? 'restricted' : 'pending';
  const bank = (account.external_accounts?.data?.[0]?.last4 as string | undefined) ?? null;
  const [updated] = await db
    .update(creatorPayoutAccounts)
    .set({ status, requirements: due, bankLast4: bank, stateAt: event.created, updatedAt: new Date().toISOString() })
    .where(
      and(
        eq(creatorPayoutAccounts.providerAccountId, String(account.id)),
        lt(creatorPayoutAccounts.stateAt, event.created + 1),
      ),
    )
    .returning();
  if (updated?.status === 'enabled')
    await startCreatorPayouts({ db, env, creatorId: updated.creatorId, retryFailed: true });
};
