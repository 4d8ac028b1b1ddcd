import type { uploads } from '../../../db/schema';
import { MEDIA_TYPES, isMediaType, type TUpload } from '../../schemas/uploads';

export type UploadRow = typeof uploads.$inferSelect;

export const mediaUrlOf = (uploadId: string) => `/api/uploads/${uploadId}/media/`;

export const partCountOf = (row: Pick<UploadRow, 'sizeBytes' | 'partSizeBytes' | 'multipartUploadId'>) =>
  row.multipartUploadId && row.partSizeBytes ? Math.ceil(row.sizeBytes / row.partSizeBytes) : 1;

/** Every part has `partSize` bytes except the last, which holds the rest. */
export const expectedPartSize = (
  row: Pick<UploadRow, 'sizeBytes' | 'partSizeBytes' | 'multipartUploadId'>,
  partNumber: number,
) => {
  const count = partCountOf(row);
  const partSize = row.partSizeBytes ?? row.sizeBytes;
  return partNumber < count ? partSize : row.sizeBytes - (count - 1) * partSize;
};

export const kindOf = (contentType: string) => (isMediaType(contentType) ? MEDIA_TYPES[contentType].kind : 'image');

export const toUploadDto = (row: UploadRow): TUpload => {
  const isMultipart = row.multipartUploadId !== null;
  const parts = isMultipart
    ? [...row.parts]
        .sort((a, b) => a.part_number - b.part_number)
        .map((p) => ({ part_number: p.part_number, size_bytes: p.size, sha256: p.sha256 ?? null }))
    : row.status === 'complete'
      ? [{ part_number: 1, size_bytes: row.sizeBytes, sha256: row.sha256 }]
      : [];
  return {
    id: row.id,
    filename: row.filename,
    content_type: row.contentType,
    kind: kindOf(row.contentType),
    size_bytes: row.sizeBytes,
    status: row.status,
    mode: isMultipart ? 'multipart' : 'single',
    part_size_bytes: isMultipart ? row.partSizeBytes : null,
    part_count: partCountOf(row),
    parts,
    received_bytes: parts.reduce((sum, p) => sum + p.size_bytes, 0),
    sha256: row.sha256,
    media_url: mediaUrlOf(row.id),
    created_at: row.createdAt,
    completed_at: row.completedAt,
  };
};
