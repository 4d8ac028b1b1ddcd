import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { authOf, requireUser } from '../lib/middleware/guards';
import { createRouter, errorResponses, jsonBody, jsonContent } from '../lib/openapi';
import { foldSession } from '../lib/session-fold';
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

const tags = ['uploads'];
/** What every action on one of the caller's own uploads needs: the database, R2, the owner and the upload. */
const ownUpload = (c: Context<AppEnv>, uploadId: string) => ({
  db: c.get('db'),
  env: c.env,
  ownerId: authOf(c).user.id,
  uploadId,
});
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

export const uploadRoutes = createRouter()
  .openapi(
    foldSession(
      createRoute({
        method: 'post',
        path: '/uploads/',
        tags,
        summary: 'Upload a small file (up to 64 MiB) in one request',
        description: 'Raw body with Content-Type, Content-Length and X-Content-SHA256 (hex SHA-256 of the body).',
        middleware: [requireUser],
        request: {
          query: ZSingleUploadQuery,
          headers: ZBodyHeaders.extend({ 'content-type': z.string().default('') }),
          ...binaryBody('The file'),
        },
        responses: { 201: jsonContent(ZUpload, 'The stored file'), ...errorResponses(400, 401, 403), ...mediaErrors },
      }),
    ),
    async (c) => {
      const headers = c.req.valid('header');
      const upload = await uploadSingleFile({
        db: c.get('db'),
        env: c.env,
        owner: authOf(c).user,
        filename: c.req.valid('query').filename,
        declaredType: headers['content-type'],
        contentLength: headers['content-length'],
        sha256: headers['x-content-sha256'],
        body: c.req.raw.body,
      });
      return c.json(upload, 201);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'post',
        path: '/uploads/multipart/',
        tags,
        summary: 'Start a multipart upload for a large file',
        middleware: [requireUser],
        request: jsonBody(ZCreateMultipartUpload),
        responses: {
          201: jsonContent(ZUpload, 'The upload, with its part size and count'),
          ...errorResponses(400, 401, 403),
          ...mediaErrors,
          429: jsonContent(ZApiError, '`too_many_uploads`: as many uploads in flight as the role allows (Retry-After)'),
        },
      }),
    ),
    async (c) =>
      c.json(
        await createMultipartUpload({ db: c.get('db'), env: c.env, owner: authOf(c).user, input: c.req.valid('json') }),
        201,
      ),
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/uploads/{id}/',
        tags,
        summary: 'An upload and the parts that arrived (to resume it)',
        middleware: [requireUser],
        request: { params: ZUploadIdParams },
        responses: { 200: jsonContent(ZUpload), ...errorResponses(400, 401, 403, 404) },
      }),
    ),
    async (c) =>
      c.json(
        toUploadDto(
          await findOwnUpload({ db: c.get('db'), ownerId: authOf(c).user.id, uploadId: c.req.valid('param').id }),
        ),
        200,
      ),
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'put',
        path: '/uploads/{id}/parts/{part_number}/',
        tags,
        summary: 'Send one part',
        description:
          'Raw body of exactly the part size (the last part: the rest), with Content-Length and X-Content-SHA256.',
        middleware: [requireUser],
        request: { params: ZUploadPartParams, headers: ZBodyHeaders, ...binaryBody('The part’s bytes') },
        responses: {
          200: jsonContent(ZUploadPart, 'The part was stored and its checksum matched'),
          ...errorResponses(400, 401, 403, 404, 409),
          ...mediaErrors,
        },
      }),
    ),
    async (c) => {
      const { id, part_number } = c.req.valid('param');
      const headers = c.req.valid('header');
      const part = await uploadPart({
        ...ownUpload(c, id),
        partNumber: part_number,
        contentLength: headers['content-length'],
        sha256: headers['x-content-sha256'],
        body: c.req.raw.body,
      });
      return c.json(part, 200);
    },
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'post',
        path: '/uploads/{id}/complete/',
        tags,
        summary: 'Join the parts into the file',
        middleware: [requireUser],
        request: { params: ZUploadIdParams },
        responses: { 200: jsonContent(ZUpload), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) => c.json(await completeUpload(ownUpload(c, c.req.valid('param').id)), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'delete',
        path: '/uploads/{id}/',
        tags,
        summary: 'Cancel an unfinished upload',
        middleware: [requireUser],
        request: { params: ZUploadIdParams },
        responses: { 200: jsonContent(ZUpload, 'The upload, now aborted'), ...errorResponses(400, 401, 403, 404, 409) },
      }),
    ),
    async (c) => c.json(await cancelOwnUpload(ownUpload(c, c.req.valid('param').id)), 200),
  )
  .openapi(
    foldSession(
      createRoute({
        method: 'get',
        path: '/uploads/{id}/media/',
        tags,
        summary: 'The file’s bytes, with HTTP Range support',
        description:
          'Only for the uploader; once submitted as content, the campaign’s brand members and strategists; once attached to a message, both sides of that conversation.',
        middleware: [requireUser],
        request: { params: ZUploadIdParams },
        responses: {
          200: {
            description: 'The whole file',
            content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
          },
          206: {
            description: 'The requested range',
            content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
          },
          416: { description: 'Range outside the file' },
          ...errorResponses(400, 401, 403, 404),
        },
      }),
    ),
    async (c) => {
      const row = await findViewableUpload({
        db: c.get('db'),
        userId: authOf(c).user.id,
        uploadId: c.req.valid('param').id,
      });
      return serveMedia({ env: c.env, row, rangeHeader: c.req.header('range') });
    },
  );
