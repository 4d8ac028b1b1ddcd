import { SINGLE_UPLOAD_THRESHOLD_BYTES, mediaTypeForFilename, type TUpload } from '@schemas/uploads';
import { api } from '../api-client';
import { isApiError } from '../api-error';
import { createLimiter } from '../concurrency';
import { sha256Hex } from './hash';
import { sendBytes } from './send-bytes';
import { createTransferRate, type TransferStats } from './transfer-rate';
import { fingerprintOf, isSameFile, uploadSessions } from './upload-sessions';

/** Parts in flight at once: enough to fill a fast link, few enough to keep each part's progress meaningful. */
const PARTS_IN_FLIGHT = 3;
const MAX_ATTEMPTS = 6;

export type UploadFileOptions = {
  file: File;
  /** Where the upload is remembered across reloads, e.g. `<user id>:<deliverable id>`. */
  scope: string;
  onProgress: (stats: TransferStats) => void;
  /** Aborting pauses: the parts that arrived stay on the server and `uploadFile` with the same file resumes. */
  signal: AbortSignal;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Worth sending again: a dropped connection, a busy or failing server, or bytes damaged on the way. */
const isTransient = (error: unknown) =>
  isApiError(error) &&
  (error.status === 0 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500 ||
    error.code === 'checksum_mismatch');

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => (clearTimeout(timer), reject(new DOMException('Upload paused', 'AbortError'))),
      { once: true },
    );
  });

/** Retries transient failures with exponential backoff (1 s, 2 s, 4 s … up to 15 s). */
const withRetries = async <T>(send: () => Promise<T>, signal: AbortSignal): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (isAbort(error) || !isTransient(error) || attempt >= MAX_ATTEMPTS) throw error;
      await pause(Math.min(15_000, 1000 * 2 ** (attempt - 1)), signal);
    }
  }
};

/** The upload this file went to before (a reload, a dropped connection), if the server still has it going. */
const previousUpload = async (file: File, scope: string): Promise<TUpload | null> => {
  const session = uploadSessions.read(scope);
  if (!session || !isSameFile(session, file)) return null;
  const upload = await api.get('/uploads/:id/', { param: { id: session.uploadId } }).catch(() => null);
  if (!upload || upload.status === 'aborted') {
    uploadSessions.clear(scope);
    return null;
  }
  return upload;
};

const uploadInOneRequest = async (
  file: File,
  contentType: string,
  report: (sent: number) => void,
  signal: AbortSignal,
) => {
  const sha256 = await sha256Hex(file);
  return withRetries(
    () =>
      sendBytes({
        method: 'post',
        path: '/uploads/',
        query: { filename: file.name },
        body: file,
        sha256,
        contentType,
        onProgress: report,
        signal,
      }),
    signal,
  );
};

/** Sends every part the server has not got, a few at a time; the first part that finally fails stops the rest. */
const sendMissingParts = async (upload: TUpload, file: File, report: (sent: number) => void, signal: AbortSignal) => {
  const partSize = upload.part_size_bytes!;
  const received = new Set(upload.parts.map((p) => p.part_number));
  let doneBytes = upload.received_bytes;
  const inFlight = new Map<number, number>();
  const update = () => report(doneBytes + [...inFlight.values()].reduce((a, b) => a + b, 0));
  const stop = new AbortController();
  const stopAll = () => stop.abort();
  signal.addEventListener('abort', stopAll, { once: true });
  const limit = createLimiter(PARTS_IN_FLIGHT);

  const sendPart = async (partNumber: number) => {
    const body = file.slice((partNumber - 1) * partSize, Math.min(file.size, partNumber * partSize));
    const sha256 = await sha256Hex(body);
    await withRetries(
      () =>
        sendBytes({
          method: 'put',
          path: '/uploads/:id/parts/:part_number/',
          param: { id: upload.id, part_number: String(partNumber) },
          body,
          sha256,
          signal: stop.signal,
          onProgress: (sent) => (inFlight.set(partNumber, sent), update()),
        }),
      stop.signal,
    );
    inFlight.delete(partNumber);
    doneBytes += body.size;
    update();
  };

  const missing = Array.from({ length: upload.part_count }, (_, i) => i + 1).filter((n) => !received.has(n));
  try {
    await Promise.all(
      missing.map((n) =>
        limit(() => (stop.signal.aborted ? Promise.resolve() : sendPart(n))).catch(
          (error: unknown) => (stopAll(), Promise.reject(error)),
        ),
      ),
    );
  } finally {
    signal.removeEventListener('abort', stopAll);
  }
  if (signal.aborted) throw new DOMException('Upload paused', 'AbortError');
};

/**
 * Uploads a photo or video the way DESIGN §7 describes: files up to 16 MiB in one request, larger ones as a
 * multipart upload of equal parts, each with its SHA-256. The upload id is kept in localStorage, so after a
 * reload or a dropped connection choosing the same file asks the server which parts arrived and sends the rest.
 */
export const uploadFile = async ({ file, scope, onProgress, signal }: UploadFileOptions): Promise<TUpload> => {
  const contentType = file.type || mediaTypeForFilename(file.name) || '';
  const rate = createTransferRate(file.size);
  const report = (sent: number) => onProgress(rate(sent));

  const previous = await previousUpload(file, scope);
  if (previous?.status === 'complete') return previous;
  if (!previous && file.size <= SINGLE_UPLOAD_THRESHOLD_BYTES) {
    const upload = await uploadInOneRequest(file, contentType, report, signal);
    uploadSessions.write(scope, { uploadId: upload.id, ...fingerprintOf(file) });
    return upload;
  }
  const upload =
    previous ??
    (await api.post('/uploads/multipart/', {
      filename: file.name,
      content_type: contentType,
      size_bytes: file.size,
    }));
  uploadSessions.write(scope, { uploadId: upload.id, ...fingerprintOf(file) });
  report(upload.received_bytes);
  await sendMissingParts(upload, file, report, signal);
  return withRetries(() => api.post('/uploads/:id/complete/', undefined, { param: { id: upload.id } }), signal);
};

/** Cancels the scope's unfinished upload on the server (its parts are dropped) and forgets it. */
export const discardUpload = async (scope: string) => {
  const session = uploadSessions.read(scope);
  uploadSessions.clear(scope);
  if (session) await api.delete('/uploads/:id/', { param: { id: session.uploadId } }).catch(() => undefined);
};
