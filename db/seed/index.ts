import { count, eq } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../worker/lib/auth/password';
import { migrateFile } from '../migrate';
import { databaseFile, openFileDb, type FileDb } from '../node-client';
import { creatorProfiles, users } from '../schema';
import { seedCampaigns } from './campaigns';
import { seedCreators } from './creators';
import { seedCreatorSpend } from './creator-spend';
import { seedCreatorWorkspace } from './creator-workspace';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { seedMedia } from './media';
import { seedMetrics } from './metrics';
import { seedReferenceData } from './reference-only';
import { openTargetDb } from '../target-db';

export const SEED_CREATOR_COUNT = 320;

const isSeeded = async (db: FileDb) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, 'brand.owner@demo.test')).limit(1)).length > 0;

/**
 * Seeds an empty database with the demo accounts and SEED_CREATOR_COUNT creators (skipped when already seeded);
 * `extraCreators` adds that many more generated creators every time (for benchmarks).
 */
export const seedDatabase = async ({
  file = databaseFile(),
  extraCreators = 0,
  log = console.log,
}: { file?: string; extraCreators?: number; log?: (line: string) => void } = {}) => {
  await migrateFile(file);
  const { client, db } = openFileDb(file);
  try {
    // One hash for the generated creators (they share the demo password); each demo account gets its own salt.
    const sharedHash = await hashPassword(DEMO_PASSWORD);
    if (await isSeeded(db)) {
      log('Demo data already present; skipping the base seed.');
    } else {
      const ids = await seedDemoAccounts(db, () => hashPassword(DEMO_PASSWORD));
      await seedCreators(db, { count: SEED_CREATOR_COUNT, seed: 20261123, prefix: 's', passwordHash: sharedHash });
      await seedCampaigns(db, ids);
      await seedCreatorWorkspace(db, ids);
      await seedCreatorSpend(db);
      log(`Seeded demo accounts and ${SEED_CREATOR_COUNT} creators.`);
    }
    if (await seedMetrics(db)) log('Seeded 14 days of metrics for the live posts of Acme Outdoors.');
    await seedMedia({ db, file, log });
    if (extraCreators > 0) {
      const [{ n }] = (await db.select({ n: count() }).from(creatorProfiles)) as [{ n: number }];
      const started = Date.now();
      await seedCreators(db, {
        count: extraCreators,
        seed: n + 1,
        prefix: `g${n}x`,
        passwordHash: sharedHash,
        onProgress: (done) => done % 10_000 < 400 && log(`  … ${done.toLocaleString('en-US')} creators`),
      });
      log(
        `Added ${extraCreators.toLocaleString('en-US')} creators in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
  } finally {
    client.close();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      creators: { type: 'string', default: '0' },
      file: { type: 'string' },
      'reference-only': { type: 'boolean', default: false },
    },
  });
  if (values['reference-only']) {
    // A real deployment: plans, locations and removal reasons only, on LIBSQL_URL (+ LIBSQL_AUTH_TOKEN) or the local file.
    const { client, db, where } = await openTargetDb();
    try {
      const added = await seedReferenceData(db);
      console.log(
        `Reference data in ${where}: ${added.plans} plans added (existing plans are kept), ${added.locations} locations, ${added.removalReasons} removal reasons. No demo rows.`,
      );
    } finally {
      client.close();
    }
  } else {
    const extraCreators = Number(values.creators);
    if (!Number.isInteger(extraCreators) || extraCreators < 0) throw new Error('--creators takes a whole number');
    await seedDatabase({ file: values.file ?? databaseFile(), extraCreators });
  }
}
