import type { Env } from '../../env';
import {
  DEFAULT_PART_SIZE_BYTES,
  DEFAULT_UPLOAD_MAX_BYTES,
  MAX_PART_SIZE_BYTES,
  MIN_PART_SIZE_BYTES,
} from '../../schemas/uploads';

export type UploadLimits = { maxBytes: number; partSizeBytes: number };

/** Upload limits from config (`UPLOAD_MAX_BYTES`, `UPLOAD_PART_SIZE_BYTES`), with the part size kept within R2's range. */
export const uploadLimits = (env: Pick<Env, 'UPLOAD_MAX_BYTES' | 'UPLOAD_PART_SIZE_BYTES'>): UploadLimits => {
  const configuredPart = Number(env.UPLOAD_PART_SIZE_BYTES ?? DEFAULT_PART_SIZE_BYTES);
  return {
    maxBytes: Number(env.UPLOAD_MAX_BYTES ?? DEFAULT_UPLOAD_MAX_BYTES),
    partSizeBytes: Math.min(MAX_PART_SIZE_BYTES, Math.max(MIN_PART_SIZE_BYTES, configuredPart)),
  };
};

export const formatBytes = (bytes: number) => {
  const GiB = 1024 ** 3;
  const MiB = 1024 ** 2;
  return bytes >= GiB ? `${+(bytes / GiB).toFixed(2)} GiB` : `${+(bytes / MiB).toFixed(1)} MiB`;
};
