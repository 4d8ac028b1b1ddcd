import { count, eq } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateFile } from '../../db/migrate';
import { openFileDb } from '../../db/node-client';
import {
  brands,
  campaigns,
  creatorProfiles,
  emailTokens,
  locations,
  plans,
  removalReasons,
  users,
} from '../../db/schema';
import { LOCATIONS, PLANS, REMOVAL_REASONS } from '../../db/seed/reference-data';
import { createStaffAccount, seedReferenceData } from '../../db/seed/reference-only';
import { sha256Hex } from '../../worker/lib/auth/tokens';

const freshDb = async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'social-loop-reference-')), 'fresh.db');
  await migrateFile(file);
  return openFileDb(file);
};
const rows = async (db: ReturnType<typeof openFileDb>['db'], table: SQLiteTable) =>
  ((await db.select({ n: count() }).from(table)) as [{ n: number }])[0].n;

describe('production bootstrap on a fresh database', () => {
  it('seeds plans, locations and removal reasons only — no demo rows — and can run again', async () => {
    const { client, db } = await freshDb();
    try {
      await seedReferenceData(db);
      await seedReferenceData(db);
      expect(await rows(db, plans)).toBe(PLANS.length);
      expect(await rows(db, locations)).toBe(LOCATIONS.length);
      expect(await rows(db, removalReasons)).toBe(REMOVAL_REASONS.length);
      for (const demo of [users, brands, campaigns, creatorProfiles]) expect(await rows(db, demo)).toBe(0);
      expect((await db.select().from(plans).where(eq(plans.name, 'Free')))[0]).toMatchObject({
        priceCents: 0,
        seats: 1,
      });
    } finally {
      client.close();
    }
  });

  it('creates the first staff account with a one-time set-password link, once per address', async () => {
    const { client, db } = await freshDb();
    try {
      const { userId, link } = await createStaffAccount(db, {
        email: 'Ops@Company.example',
        firstName: 'Ada',
        lastName: 'Lovelace',
        publicUrl: 'https://app.example.com/',
      });
      const match = /^https:\/\/app\.example\.com\/password\/reset\/confirm\/([0-9a-f-]{36})\/([\w-]+)$/.exec(link);
      expect(match?.[1]).toBe(userId);
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      expect(user).toMatchObject({ email: 'ops@company.example', profileOf: 'Staff', isStaff: true, status: 'ACTIVE' });
      const [token] = await db.select().from(emailTokens).where(eq(emailTokens.userId, userId));
      expect(token).toMatchObject({ purpose: 'password_reset', usedAt: null, tokenHash: await sha256Hex(match![2]!) });
      await expect(
        createStaffAccount(db, {
          email: 'ops@company.example',
          firstName: 'A',
          lastName: 'B',
          publicUrl: 'https://app.example.com',
        }),
      ).rejects.toThrow(/already has an account/);
    } finally {
      client.close();
    }
  });
});
