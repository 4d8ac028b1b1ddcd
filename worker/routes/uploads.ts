import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { accountArea } from '../http/account-access';
import type { AppEnv } from '../lib/context';
import { authOf } from '../lib/middleware/guards';
import { createRouter, jsonBody, jsonContent } from '../lib/openapi';
import { ZApiError } from '../schemas/errors';
import {
  ZBodyHeaders,
  ZCreateMultipartUpload,
  ZSingleUploadQuery,
  ZUpload,
  ZUploadIdParams,
  ZUploadPart,
  ZUploadPartParams,
} from '../schemas/uploads';
import { cancelOwnUpload } from '../services/uploads/abort-upload';
import { completeUpload } from '../services/uploads/complete-upload';
import { createMultipartUpload } from '../services/uploads/create-multipart-upload';
import { findOwnUpload } from '../services/uploads/find-upload';
import { findViewableUpload } from '../services/uploads/media-access';
import { serveMedia } from '../services/uploads/serve-media';
import { toUploadDto } from '../services/uploads/upload-dto';
import { uploadPart } from '../services/uploads/upload-part';
import { uploadSingleFile } from '../services/uploads/upload-single-file';

/**
 * Any signed-in account's own uploads. Every state change folds its session check into its first batch (the
 * upload's read, or the owner's usage for a new one), so each answers in two round trips (issue 15).
 */
const uploads = accountArea(['uploads']);
/** What every action on one of the caller's own uploads needs: the database, R2, the owner and the upload. */
const ownUpload = (c: Context<AppEnv>, uploadId: string) => ({
  db: c.get('db'),
  env: c.env,
  ownerId: authOf(c).user.id,
  uploadId,
});
/** The raw body as sent: its declared length, its declared checksum and the stream itself. */
const sentBytes = (c: Context<AppEnv, string, { out: { header: z.infer<typeof ZBodyHeaders> } }>) => {
  const headers = c.req.valid('header');
  return { contentLength: headers['content-length'], sha256: headers['x-content-sha256'], body: c.req.raw.body };
};
const binaryBody = (description: string) => ({
  body: {
    content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    required: true,
    description,
  },
});
const mediaErrors = {
  411: jsonContent(ZApiError, 'Content-Length missing'),
  413: jsonContent(
    ZApiError,
    '`payload_too_large`: larger than the per-file limit for the role; `upload_quota_exceeded`: the owner’s total (unfinished uploads count at full size) would be exceeded',
  ),
  415: jsonContent(ZApiError, 'Not an allowed image or video (checked by name and by content)'),
};
const oneUpload = { request: { params: ZUploadIdParams }, errors: [404] } as const;
/** A move of one of the caller's own uploads: 409 when its state does not allow it; the session check rides on its read. */
const uploadMove = { ...oneUpload, errors: [404, 409], session: 'fold' } as const;

export const uploadRoutes = createRouter()
  .openapi(
    uploads.write('post', '/uploads/', ZUpload, {
      summary: 'Upload a small file (up to 64 MiB) in one request',
      description: 'Raw body with Content-Type, Content-Length and X-Content-SHA256 (hex SHA-256 of the body).',
      request: {
        query: ZSingleUploadQuery,
        headers: ZBodyHeaders.extend({ 'content-type': z.string().default('') }),
        ...binaryBody('The file'),
      },
      status: 201,
      answer: 'The stored file',
      written: mediaErrors,
      session: 'fold',
    }),
    async (c) => {
      const upload = await uploadSingleFile({
        db: c.get('db'),
        env: c.env,
        owner: authOf(c).user,
        filename: c.req.valid('query').filename,
        declaredType: c.req.valid('header')['content-type'],
        ...sentBytes(c),
      });
      return c.json(upload, 201);
    },
  )
  .openapi(
    uploads.write('post', '/uploads/multipart/', ZUpload, {
      summary: 'Start a multipart upload for a large file',
      request: jsonBody(ZCreateMultipartUpload),
      status: 201,
      answer: 'The upload, with its part size and count',
      written: {
        ...mediaErrors,
        429: jsonContent(ZApiError, '`too_many_uploads`: as many uploads in flight as the role allows (Retry-After)'),
      },
      session: 'fold',
    }),
    async (c) =>
      c.json(
        await createMultipartUpload({ db: c.get('db'), env: c.env, owner: authOf(c).user, input: c.req.valid('json') }),
        201,
      ),
  )
  .openapi(
    uploads.read('/uploads/{id}/', ZUpload, {
      summary: 'An upload and the parts that arrived (to resume it)',
      ...oneUpload,
    }),
    async (c) =>
      c.json(
        toUploadDto(
          await findOwnUpload({ db: c.get('db'), ownerId: authOf(c).user.id, uploadId: c.req.valid('param').id }),
        ),
        200,
      ),
  )
  .openapi(
    uploads.write('put', '/uploads/{id}/parts/{part_number}/', ZUploadPart, {
      summary: 'Send one part',
      description:
        'Raw body of exactly the part size (the last part: the rest), with Content-Length and X-Content-SHA256.',
      request: { params: ZUploadPartParams, headers: ZBodyHeaders, ...binaryBody('The part’s bytes') },
      errors: [404, 409],
      answer: 'The part was stored and its checksum matched',
      written: mediaErrors,
      session: 'fold',
    }),
    async (c) => {
      const { id, part_number } = c.req.valid('param');
      const part = await uploadPart({
        ...ownUpload(c, id),
        partNumber: part_number,
        ...sentBytes(c),
      });
      return c.json(part, 200);
    },
  )
  .openapi(
    uploads.write('post', '/uploads/{id}/complete/', ZUpload, {
      summary: 'Join the parts into the file',
      ...uploadMove,
    }),
    async (c) => c.json(await completeUpload(ownUpload(c, c.req.valid('param').id)), 200),
  )
  .openapi(
    uploads.write('delete', '/uploads/{id}/', ZUpload, {
      summary: 'Cancel an unfinished upload',
      ...uploadMove,
      answer: 'The upload, now aborted',
    }),
    async (c) => c.json(await cancelOwnUpload(ownUpload(c, c.req.valid('param').id)), 200),
  )
  .openapi(
    uploads.file('/uploads/{id}/media/', {
      summary: 'The file’s bytes, with HTTP Range support',
      description:
        'Only for the uploader; once submitted as content, the campaign’s brand members and strategists; once attached to a message, both sides of that conversation.',
      type: 'application/octet-stream',
      answer: 'The whole file',
      ranges: true,
      ...oneUpload,
    }),
    async (c) => {
      const row = await findViewableUpload({
        db: c.get('db'),
        userId: authOf(c).user.id,
        uploadId: c.req.valid('param').id,
      });
      return serveMedia({ env: c.env, row, rangeHeader: c.req.header('range') });
    },
  );
