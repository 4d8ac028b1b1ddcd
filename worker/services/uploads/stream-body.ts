import { AppError } from '../../lib/errors';
import { SNIFF_BYTES } from './sniff';

const hexOf = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Request bodies arrive in 4 KiB chunks; moving each one through JS costs more than hashing it. Reading with a
 * BYOB reader in slices of at least 256 KiB (workerd's `readAtLeast`) cuts the per-chunk work 64-fold, and the
 * one 1 MiB buffer is handed back to the reader for every slice, so a request holds 1 MiB and leaves no garbage.
 */
const SLICE_MIN_BYTES = 256 * 1024;
const SLICE_MAX_BYTES = 1024 * 1024;

/** The next slice of the body into `buffer` (which the read takes over: use the slice's buffer next time). */
const readSlice = async (reader: ReadableStreamBYOBReader, remaining: number, buffer: ArrayBuffer) => {
  if (remaining <= 0) return null;
  const { done, value } = await reader.readAtLeast(
    Math.min(SLICE_MIN_BYTES, remaining),
    new Uint8Array(buffer, 0, Math.min(buffer.byteLength, remaining)),
  );
  return done || !value || value.byteLength === 0 ? null : value;
};

/**
 * Streams a request body of `length` bytes into a sink (an R2 put or part upload) without ever holding it: the
 * first slice is read so `inspect` can refuse the file before anything is stored, then every slice goes through
 * a SHA-256 `DigestStream` and into a `FixedLengthStream`, which gives R2 the length it needs up front.
 * Backpressure from R2 paces the reads, so the Worker's memory stays flat whatever the size.
 */
export const streamVerifiedBody = async <T>({
  body,
  length,
  inspect,
  sink,
}: {
  body: ReadableStream<Uint8Array>;
  length: number;
  inspect: (head: Uint8Array) => void | Promise<void>;
  sink: (stream: ReadableStream<Uint8Array>) => Promise<T>;
}): Promise<{ result: T; sha256: string }> => {
  const reader = body.getReader({ mode: 'byob' });
  let received = 0;
  let clientFailure: unknown = null;
  // The client went away (or sent fewer bytes than it declared): a client error, logged as one — never a 500.
  const droppedByClient = (e: unknown) => {
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'upload body ended early (client error)',
        expected_bytes: length,
        received_bytes: received,
        error: String(e),
      }),
    );
    return new AppError('incomplete_body', 'The upload stopped before all its bytes arrived. Send it again.', {
      status: 400,
    });
  };

  let first: Uint8Array | null;
  try {
    first = await readSlice(reader, length, new ArrayBuffer(Math.min(SLICE_MAX_BYTES, length)));
  } catch (e) {
    throw droppedByClient(e);
  }
  // A first slice shorter than asked for means the body already ended: nothing to inspect, the client went away.
  if (!first || first.byteLength < Math.min(SLICE_MIN_BYTES, length))
    throw droppedByClient(new Error(`the body ended after ${first?.byteLength ?? 0} of ${length} bytes`));
  try {
    await inspect(first.subarray(0, SNIFF_BYTES));
  } catch (e) {
    await reader.cancel().catch(() => {});
    throw e;
  }

  const digest = new crypto.DigestStream('SHA-256');
  const hasher = digest.getWriter();
  const fixed = new FixedLengthStream(length);
  const out = fixed.writable.getWriter();
  const next = async (slice: Uint8Array) => {
    try {
      return await readSlice(reader, length - received, slice.buffer as ArrayBuffer);
    } catch (e) {
      clientFailure = e;
      throw e;
    }
  };
  const pump = async () => {
    try {
      // Each write has finished with the slice before its buffer is read into again.
      for (let slice: Uint8Array | null = first; slice; slice = await next(slice)) {
        received += slice.byteLength;
        await hasher.write(slice);
        await out.write(slice);
      }
      // Fewer bytes than declared: closing the fixed-length stream fails, and the failure is the client's.
      if (received < length) clientFailure = new Error(`the body ended after ${received} of ${length} bytes`);
      await Promise.all([hasher.close(), out.close()]);
    } catch (e) {
      await Promise.all([
        hasher.abort(e).catch(() => {}),
        out.abort(e).catch(() => {}),
        reader.cancel(e).catch(() => {}),
      ]);
      throw e;
    }
  };

  try {
    const [result] = await Promise.all([sink(fixed.readable as ReadableStream<Uint8Array>), pump()]);
    return { result, sha256: hexOf(await digest.digest) };
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (clientFailure !== null) throw droppedByClient(clientFailure);
    throw e; // the storage side failed with the whole body in hand: that is ours (500)
  }
};

/** The request's Content-Length: R2 needs every body's length before the first byte (411 without it). */
export const declaredLength = (header: string | undefined) => {
  if (header === undefined)
    throw new AppError('length_required', 'Send the body with a Content-Length header.', { status: 411 });
  return Number(header);
};

export const checksumMismatch = () =>
  new AppError('checksum_mismatch', 'The bytes that arrived do not match the SHA-256 you sent. Send them again.', {
    fields: { 'x-content-sha256': ['Checksum mismatch.'] },
  });
