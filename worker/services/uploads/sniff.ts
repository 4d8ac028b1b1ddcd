import { AppError } from '../../lib/errors';
import {
  MEDIA_TYPES,
  isMediaType,
  mediaTypeForFilename,
  type TMediaSignature,
  type TMediaType,
} from '../../schemas/uploads';

/** Bytes needed to recognise every allowed format (an ISO-BMFF `ftyp` box's major brand ends at byte 12). */
export const SNIFF_BYTES = 12;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** The format the first bytes of a file show, from their magic numbers; null for anything we do not accept. */
const sniffSignature = (head: Uint8Array): TMediaSignature | null => {
  if (head.length < SNIFF_BYTES) return null;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (ascii(head, 4, 8) === 'ftyp') return HEIF_BRANDS.has(ascii(head, 8, 12)) ? 'heif' : 'iso-video';
  return null;
};

const unsupported = (detail: string) => new AppError('unsupported_media_type', detail);

/**
 * The stored media type of a file, checked by name: its extension must be an allowed image or video type and
 * agree with the type the browser declared (an empty declaration is fine: browsers leave HEIC blank).
 */
export const mediaTypeByName = (filename: string, declared: string): TMediaType => {
  const byName = mediaTypeForFilename(filename);
  if (!byName) throw unsupported('Upload a photo (JPEG, PNG, WebP, GIF, HEIC) or a video (MP4, MOV, WebM).');
  const type = declared.split(';')[0]!.trim().toLowerCase();
  if (
    type &&
    type !== 'application/octet-stream' &&
    (!isMediaType(type) || MEDIA_TYPES[type].signature !== MEDIA_TYPES[byName].signature)
  ) {
    throw unsupported(`The file name says ${byName} but the file was sent as ${type}.`);
  }
  return byName;
};

/** Checks the file's first bytes against its type: a renamed executable or document is refused with 415. */
export const assertContentMatches = (head: Uint8Array, type: TMediaType) => {
  if (sniffSignature(head) !== MEDIA_TYPES[type].signature) {
    const { kind, extensions } = MEDIA_TYPES[type];
    throw unsupported(
      `This file is not a real ${extensions[0]!.toUpperCase()} ${kind}: it may be damaged or renamed. Export it again and upload that copy.`,
    );
  }
};
