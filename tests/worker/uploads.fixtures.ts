import { SELF } from 'cloudflare:test';
import { workerFetch } from './worker-fetch';
import { eq } from 'drizzle-orm';
import { brands, campaignMatches, campaigns, creatorProfiles, deliverables, users } from '../../db/schema';
import type { MatchStatus } from '../../worker/services/matches/lifecycle';
import { api, callRaw, testDb } from './helpers';

export const MiB = 1024 * 1024;
/** R2's (and Miniflare's) smallest part size except the last: tests use it to keep bodies small. */
export const TEST_PART_SIZE = 5 * MiB;

/** Bytes that start like the named format and continue with a deterministic pattern. */
export const fakeMedia = (kind: 'mp4' | 'png' | 'exe', size: number) => {
  const headers = {
    mp4: [0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0],
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
    exe: [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0],
  };
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 11)) & 0xff;
  bytes.set(headers[kind].slice(0, size));
  return bytes;
};

export const sha256Of = async (bytes: Uint8Array) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

const asJson = async (res: Response) => {
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as any) : null, headers: res.headers };
};

/** Sends raw bytes with the headers a browser client sends: length, checksum, bearer token. */
const sendBytes = async (
  path: string,
  {
    token,
    bytes,
    method = 'PUT',
    contentType,
    sha256,
  }: { token: string; bytes: Uint8Array; method?: string; contentType?: string; sha256?: string },
) => {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'content-length': String(bytes.byteLength),
    'x-content-sha256': sha256 ?? (await sha256Of(bytes)),
  };
  if (contentType !== undefined) headers['content-type'] = contentType;
  return asJson(await workerFetch(`http://localhost${path}`, { method, headers, body: bytes }));
};

export const uploadSingle = (
  token: string,
  filename: string,
  bytes: Uint8Array,
  contentType = 'video/mp4',
  sha256?: string,
) =>
  sendBytes(`/api/uploads/?filename=${encodeURIComponent(filename)}`, {
    token,
    bytes,
    method: 'POST',
    contentType,
    sha256,
  });

export const createMultipart = (token: string, body: Record<string, unknown>) =>
  callRaw('/api/uploads/multipart/', { token, body: { part_size_bytes: TEST_PART_SIZE, ...body } });

export const sendPart = (token: string, uploadId: string, partNumber: number, bytes: Uint8Array, sha256?: string) =>
  sendBytes(`/api/uploads/${uploadId}/parts/${partNumber}/`, { token, bytes, sha256 });

export const partOf = (file: Uint8Array, partNumber: number, partSize = TEST_PART_SIZE) =>
  file.subarray((partNumber - 1) * partSize, partNumber * partSize);

/** Starts a multipart upload of `file` as an MP4 video named `filename`; its parts are still to be sent. */
export const startVideoUpload = (token: string, filename: string, file: Uint8Array) =>
  createMultipart(token, { filename, content_type: 'video/mp4', size_bytes: file.byteLength });

/** Uploads a whole file as a multipart upload and completes it; returns the completed upload. */
export const uploadMultipart = async (token: string, filename: string, file: Uint8Array) => {
  const created = await startVideoUpload(token, filename, file);
  for (let n = 1; n <= created.json.part_count; n++) await sendPart(token, created.json.id, n, partOf(file, n));
  return api.post('/uploads/:id/complete/', { param: { id: created.json.id }, token });
};

export const fetchMedia = async (path: string, token: string, range?: string) =>
  SELF.fetch(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}`, ...(range ? { range } : {}) } });

const brandIdOf = async (name: string) =>
  (await testDb().select({ id: brands.id }).from(brands).where(eq(brands.name, name)))[0]!.id;

const creatorProfileIdOf = async (email: string) =>
  (
    await testDb()
      .select({ id: creatorProfiles.id })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .where(eq(users.email, email))
  )[0]!.id;

/**
 * A fresh Acme Outdoors campaign with a match for the creator in `matchStatus` and two pending deliverables,
 * written straight to the database so content tests do not depend on the campaign screens' seed.
 */
export const campaignWithDeliverables = async ({
  creatorEmail = 'creator@demo.test',
  matchStatus = 'contracted',
}: { creatorEmail?: string; matchStatus?: MatchStatus } = {}) => {
  const db = testDb();
  const brandId = await brandIdOf('Acme Outdoors');
  const creatorId = await creatorProfileIdOf(creatorEmail);
  const campaignId = crypto.randomUUID();
  const matchId = crypto.randomUUID();
  const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
  const now = new Date().toISOString();
  await db.batch([
    db
      .insert(campaigns)
      .values({ id: campaignId, brandId, title: `Trail test ${campaignId.slice(0, 6)}`, status: 'active' }),
    db.insert(campaignMatches).values({
      id: matchId,
      campaignId,
      brandId,
      creatorId,
      status: matchStatus,
      source: 'invited',
      statusChangedAt: now,
    }),
    db.insert(deliverables).values([
      { id: first, matchId, campaignId, type: 'reel', platform: 'instagram', dueDate: '2031-06-01' },
      { id: second, matchId, campaignId, type: 'video', platform: 'youtube', dueDate: '2031-06-15' },
    ]),
  ]);
  return { campaignId, matchId, brandId, deliverableIds: [first, second] as const };
};
