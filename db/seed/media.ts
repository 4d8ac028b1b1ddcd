import { and, eq, inArray, notExists } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileDb } from '../node-client';
import {
  brands,
  campaignMatches,
  contentSubmissions,
  creatorProfiles,
  deliverables,
  reviewComments,
  uploads,
} from '../schema';

/**
 * Sample media for seeded deliverables that are past "pending": a 3-second H.264 clip (recorded from a canvas
 * in Chromium) and a JPEG, committed under fixtures/. Every such deliverable gets version 1 of its content,
 * pointing at one shared R2 object per sample, so the review screens have real files to play and show.
 */
const SAMPLES = {
  video: { key: 'media/seed-sample-clip', file: 'sample-clip.mp4', contentType: 'video/mp4', extension: 'mp4' },
  image: { key: 'media/seed-sample-photo', file: 'sample-photo.jpg', contentType: 'image/jpeg', extension: 'jpg' },
} as const;
const VIDEO_TYPES = new Set(['reel', 'video', 'short', 'live']);
const WITH_CONTENT = ['submitted', 'changes_requested', 'approved', 'published', 'paid'] as const;
const CHUNK = 400;
/** The part of R2's binding the seed uses (this Node code has no Workers types). */
type SampleBucket = {
  put: (key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }) => Promise<unknown>;
};
const CHANGES_NOTE =
  'Love the energy! Could you show the pack’s side pocket in the first five seconds and mention the lifetime warranty?';

const fixture = (file: string) => readFileSync(fileURLToPath(new URL(`./fixtures/${file}`, import.meta.url)));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/** Deliverables that have content in their lifecycle but no submission yet (idempotent across runs). */
const deliverablesNeedingContent = (db: FileDb) =>
  db
    .select({ deliverable: deliverables, creatorUserId: creatorProfiles.userId, brandOwnerId: brands.ownerId })
    .from(deliverables)
    .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, campaignMatches.creatorId))
    .innerJoin(brands, eq(brands.id, campaignMatches.brandId))
    .where(
      and(
        inArray(deliverables.status, [...WITH_CONTENT]),
        notExists(db.select().from(contentSubmissions).where(eq(contentSubmissions.deliverableId, deliverables.id))),
      ),
    );

const seedSubmissionRows = async (db: FileDb) => {
  const rows = await deliverablesNeedingContent(db);
  const files = { video: fixture(SAMPLES.video.file), image: fixture(SAMPLES.image.file) };
  const uploadRows: (typeof uploads.$inferInsert)[] = [];
  const submissionRows: (typeof contentSubmissions.$inferInsert)[] = [];
  const commentRows: (typeof reviewComments.$inferInsert)[] = [];
  for (const { deliverable: d, creatorUserId, brandOwnerId } of rows) {
    const kind = VIDEO_TYPES.has(d.type) ? 'video' : 'image';
    const sample = SAMPLES[kind];
    const at = d.submittedAt ?? d.createdAt;
    const uploadId = crypto.randomUUID();
    const submissionId = crypto.randomUUID();
    const reviewed = d.status !== 'submitted';
    uploadRows.push({
      id: uploadId,
      ownerId: creatorUserId,
      objectKey: sample.key,
      filename: `${d.platform}-${d.type}-v1.${sample.extension}`,
      contentType: sample.contentType,
      sizeBytes: files[kind].byteLength,
      sha256: sha256(files[kind]),
      status: 'complete',
      createdAt: at,
      completedAt: at,
      updatedAt: at,
    });
    submissionRows.push({
      id: submissionId,
      deliverableId: d.id,
      version: 1,
      uploadId,
      caption: `Out on the trail with @acmeoutdoors — ${d.type} for ${d.platform}. #ad #getoutside`,
      status:
        d.status === 'submitted' ? 'submitted' : d.status === 'changes_requested' ? 'changes_requested' : 'approved',
      reviewedBy: reviewed ? brandOwnerId : null,
      reviewedAt: reviewed ? (d.approvedAt ?? at) : null,
      createdAt: at,
    });
    if (d.status === 'changes_requested')
      commentRows.push({
        submissionId,
        authorId: brandOwnerId,
        body: CHANGES_NOTE,
        atSeconds: kind === 'video' ? 2 : null,
      });
  }
  for (const part of chunks(uploadRows)) await db.insert(uploads).values(part);
  for (const part of chunks(submissionRows)) await db.insert(contentSubmissions).values(part);
  for (const part of chunks(commentRows)) await db.insert(reviewComments).values(part);
  return rows.length;
};

/**
 * R2 lives in wrangler's local state, so the samples are written through wrangler's own `getPlatformProxy`
 * (the bindings of wrangler.toml on the same persist directory `wrangler dev --persist-to` uses). A marker file
 * keeps later starts from spinning up Miniflare again.
 */
const putSampleObjects = async (r2PersistDir: string) => {
  const marker = join(r2PersistDir, 'seed-media.json');
  const stamp = JSON.stringify(Object.values(SAMPLES).map((s) => [s.key, sha256(fixture(s.file))]));
  if (existsSync(marker) && readFileSync(marker, 'utf8') === stamp) return false;
  mkdirSync(r2PersistDir, { recursive: true });
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<{ UPLOADS: SampleBucket }>({
    configPath: fileURLToPath(new URL('../../wrangler.toml', import.meta.url)),
    persist: { path: join(r2PersistDir, 'v3') },
    remoteBindings: false,
  });
  try {
    for (const sample of Object.values(SAMPLES)) {
      // A plain copy: Node's pooled Buffer does not survive the proxy's serialisation.
      await proxy.env.UPLOADS.put(sample.key, new Uint8Array(fixture(sample.file)), {
        httpMetadata: { contentType: sample.contentType },
      });
    }
  } finally {
    await proxy.dispose();
  }
  writeFileSync(marker, stamp);
  return true;
};

/**
 * Seeds sample content for deliverables past "pending" and puts the sample files into the local R2 bucket that
 * `npm start` uses: it runs `wrangler dev --persist-to <DATA_DIR>/wrangler`, beside the database file.
 */
export const seedMedia = async ({ db, file, log }: { db: FileDb; file: string; log: (line: string) => void }) => {
  const seeded = await seedSubmissionRows(db);
  const stored = await putSampleObjects(join(dirname(file), 'wrangler'));
  if (seeded || stored)
    log(
      `Seeded sample content for ${seeded} deliverables${stored ? ' and stored the sample media in the local R2 bucket' : ''}.`,
    );
};
