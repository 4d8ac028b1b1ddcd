import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import { brandMembers, brands, creatorProfiles, creatorReviews, sessions, users } from '../../../db/schema';
import type { UserRow } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TStaffUser } from '../../schemas/staff';
import type { TUserStatus } from '../../schemas/user';
import { newEmailToken } from '../auth/email-tokens';
import { queueEmail } from '../email/outbox';
import { activationEmail } from '../email/templates';
import { auditInsert } from './audit-log';
import { suspensionSteps } from './suspension-steps';
import { paths } from '../../schemas/app-paths';

const LIMIT = 50;

/**
 * Users matching an e-mail or name fragment and a status (newest first, the first 50), with their brand, status and
 * live sessions; `count` is every match, so the console can say how many the page leaves out.
 */
export const searchUsers = async ({
  db,
  q,
  status,
}: {
  db: Db;
  q?: string;
  status?: TUserStatus;
}): Promise<{ count: number; results: TStaffUser[] }> => {
  const now = new Date().toISOString();
  const pattern = `%${q ?? ''}%`;
  const rows = await inBatch(
    db,
    db
      .select({
        user: users,
        brandName: brands.name,
        role: brandMembers.role,
        activeSessions: sql<number>`(select count(*) from ${sessions} s where s.user_id = ${users.id} and s.revoked_at is null and s.expires_at > ${now})`,
        matching: sql<number>`count(*) over ()`,
      })
      .from(users)
      .leftJoin(brandMembers, eq(brandMembers.userId, users.id))
      .leftJoin(brands, eq(brands.id, brandMembers.brandId))
      .where(
        and(
          q
            ? or(like(users.email, pattern), like(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
            : undefined,
          status ? eq(users.status, status) : undefined,
        ),
      )
      .orderBy(desc(users.createdAt))
      .limit(LIMIT),
  );
  const results = rows.map(({ user: u, brandName, role, activeSessions }) => ({
    id: u.id,
    email: u.email,
    name: `${u.firstName} ${u.lastName}`.trim(),
    display_picture: u.displayPicture,
    profile_of: u.profileOf,
    is_staff: u.isStaff,
    status: u.status,
    email_verified: u.emailVerified,
    brand: brandName && role ? { name: brandName, role } : null,
    active_sessions: activeSessions,
    last_login_at: u.lastLoginAt,
    created_at: u.createdAt,
  }));
  return { count: rows[0]?.matching ?? 0, results };
};

/** The user a staff action is about: one batch, so on a folded route it rides with the session check. */
const loadUser = async (db: Db, id: string) => {
  const [user] = await inBatch(db, db.select().from(users).where(eq(users.id, id)));
  if (!user) throw notFound('user');
  return user;
};

/** Suspends an account: every session ends at once; the person sees their suspended page when they sign in. */
export const suspendUser = async ({ db, staff, id }: { db: Db; staff: UserRow; id: string }) => {
  const user = await loadUser(db, id);
  if (user.id === staff.id) throw conflict('You cannot suspend your own account.');
  if (user.status === 'SUSPENDED') throw conflict('This account is already suspended.');
  const steps = suspensionSteps({ db, actorId: staff.id, user, move: 'suspend' });
  await runGuardedBatch(db, [...steps], 'This account is already suspended.');
  return { detail: `${user.email} is suspended and signed out everywhere.` };
};

/** Lifts a suspension: ACTIVE again, except a creator never approved, who goes back to waiting (PENDING). */
export const reactivateUser = async ({ db, staff, id }: { db: Db; staff: UserRow; id: string }) => {
  // The account, whether a creator was ever approved (a review, or the approval flag of older data), in one batch.
  const [[user], [approved], [profile]] = await db.batch([
    db.select().from(users).where(eq(users.id, id)),
    db
      .select({ id: creatorReviews.id })
      .from(creatorReviews)
      .innerJoin(creatorProfiles, eq(creatorProfiles.id, creatorReviews.creatorId))
      .where(and(eq(creatorProfiles.userId, id), eq(creatorReviews.decision, 'approved')))
      .limit(1),
    db.select({ onboarding: creatorProfiles.onboarding }).from(creatorProfiles).where(eq(creatorProfiles.userId, id)),
  ]);
  if (!user) throw notFound('user');
  if (user.status !== 'SUSPENDED') throw conflict('This account is not suspended.');
  const everApproved = approved !== undefined || Boolean(profile?.onboarding.notified_approved);
  const status: 'ACTIVE' | 'PENDING' = user.profileOf !== 'Influencer' || everApproved ? 'ACTIVE' : 'PENDING';
  await runGuardedBatch(
    db,
    [
      db
        .update(users)
        .set({ status })
        .where(and(eq(users.id, id), eq(users.status, 'SUSPENDED'))),
      abortUnlessChanged(db),
      auditInsert({
        db,
        entry: {
          actorId: staff.id,
          action: 'user.reactivate',
          targetType: 'user',
          targetId: id,
          summary: `Reactivated ${user.email}`,
          before: { status: 'SUSPENDED' },
          after: { status },
        },
      }),
    ],
    'This account is not suspended.',
  );
  return { detail: `${user.email} is ${status === 'ACTIVE' ? 'active' : 'back in the approval queue'} again.` };
};

/**
 * Sends a new activation link to an unverified address (the older links keep working until they expire). A person
 * asking for their own link passes their user row (read with the session), so nothing is read again.
 */
export const resendActivation = async ({
  db,
  staff,
  id,
  origin,
  self,
}: {
  db: Db;
  staff: UserRow | null;
  id: string;
  origin: string;
  self?: UserRow;
}) => {
  const user = self ?? (await loadUser(db, id));
  if (user.emailVerified) throw conflict('This e-mail address is already verified.');
  const token = await newEmailToken({ db, userId: id, purpose: 'activate' });
  await db.batch([
    token.insert,
    queueEmail({
      db,
      to: user.email,
      message: activationEmail({
        firstName: user.firstName,
        url: `${origin}${paths.auth.activate.getHref(id, token.raw)}`,
      }),
    }),
    ...(staff
      ? [
          auditInsert({
            db,
            entry: {
              actorId: staff.id,
              action: 'user.resend_activation',
              targetType: 'user',
              targetId: id,
              summary: `Resent the activation e-mail to ${user.email}`,
              before: null,
              after: null,
            },
          }),
        ]
      : []),
  ]);
  return { detail: `A new activation link was sent to ${user.email}.` };
};
