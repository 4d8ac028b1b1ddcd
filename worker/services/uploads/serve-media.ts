import type { Env } from '../../env';
import { notFound } from '../../lib/errors';
import type { UploadRow } from './upload-dto';

type ByteRange = { offset: number; length: number };

/**
 * Parses a single `Range: bytes=…` header (start-end, start-, -suffix) against the object's size. Returns null to
 * serve the whole object (no header, several ranges, another unit) and 'unsatisfiable' for a range past the end.
 */
const parseRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null => {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, startText, endText] = match;
  if (startText === '') {
    const suffix = Math.min(Number(endText), size);
    return suffix === 0 ? 'unsatisfiable' : { offset: size - suffix, length: suffix };
  }
  const start = Number(startText);
  if (start >= size) return 'unsatisfiable';
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  return end < start ? null : { offset: start, length: end - start + 1 };
};

const contentDisposition = (filename: string) => `inline; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** The stored bytes, whole (200) or one range (206) so videos seek; the type is the one checked at upload. */
export const serveMedia = async ({
  env,
  row,
  rangeHeader,
}: {
  env: Pick<Env, 'UPLOADS'>;
  row: UploadRow;
  rangeHeader: string | undefined;
}) => {
  const size = row.sizeBytes;
  const range = parseRange(rangeHeader, size);
  const headers = new Headers({
    'Content-Type': row.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=3600',
    'Content-Disposition': contentDisposition(row.filename),
    'X-Content-Type-Options': 'nosniff',
  });
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const object = await env.UPLOADS.get(row.objectKey, range ? { range } : undefined);
  if (!object) throw notFound('media');
  headers.set('ETag', object.httpEtag);
  headers.set('Content-Length', String(range ? range.length : size));
  if (range) headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${size}`);
  return new Response(object.body, { status: range ? 206 : 200, headers });
};
