import { useCallback, useEffect, useRef, useState } from 'react';
import type { TUpload } from '@schemas/uploads';
import { api } from '../api-client';
import { errorMessage } from '../form-errors';
import type { TransferStats } from './transfer-rate';
import { discardUpload, uploadFile } from './upload-file';
import { uploadSessions, type UploadSession } from './upload-sessions';

export type FileUploadState =
  | { status: 'idle' }
  /** A previous upload in this scope stopped (reload, closed tab): choosing the same file resumes it. */
  | { status: 'interrupted'; session: UploadSession; receivedBytes: number }
  | { status: 'uploading'; file: File; stats: TransferStats }
  | { status: 'paused'; file: File; stats: TransferStats }
  | { status: 'failed'; file: File; stats: TransferStats; message: string }
  | { status: 'done'; upload: TUpload };

/** Progress events arrive many times a second; the screen only needs a few updates. */
const PROGRESS_INTERVAL_MS = 200;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const initialStats = (file: File): TransferStats => ({
  sentBytes: 0,
  totalBytes: file.size,
  bytesPerSecond: null,
  secondsLeft: null,
});

/**
 * One file upload with pause, resume, cancel and progress, remembered under `scope` across reloads: at mount
 * it asks the server about the scope's last upload (finished → done, unfinished → interrupted).
 */
export const useFileUpload = (scope: string) => {
  const [state, setState] = useState<FileUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const lastReport = useRef(0);

  useEffect(() => {
    const session = uploadSessions.read(scope);
    if (!session) return;
    let live = true;
    api
      .get('/uploads/:id/', { param: { id: session.uploadId } })
      .then((upload) => {
        if (!live) return;
        if (upload.status === 'complete') setState({ status: 'done', upload });
        else if (upload.status === 'uploading')
          setState({ status: 'interrupted', session, receivedBytes: upload.received_bytes });
        else uploadSessions.clear(scope);
      })
      .catch(() => uploadSessions.clear(scope));
    return () => {
      live = false;
      controller.current?.abort();
    };
  }, [scope]);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      let stats = initialStats(file);
      setState({ status: 'uploading', file, stats });
      try {
        const upload = await uploadFile({
          file,
          scope,
          signal: current.signal,
          onProgress: (next) => {
            stats = next;
            const now = performance.now();
            if (now - lastReport.current < PROGRESS_INTERVAL_MS && next.sentBytes < next.totalBytes) return;
            lastReport.current = now;
            if (!current.signal.aborted) setState({ status: 'uploading', file, stats: next });
          },
        });
        if (!current.signal.aborted) setState({ status: 'done', upload });
      } catch (error) {
        if (controller.current !== current) return;
        if (isAbort(error)) setState({ status: 'paused', file, stats });
        else setState({ status: 'failed', file, stats, message: errorMessage(error) });
      }
    },
    [scope],
  );

  const pause = useCallback(() => controller.current?.abort(), []);

  const cancel = useCallback(async () => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
    await discardUpload(scope);
  }, [scope]);

  /** Forgets a finished upload once it has been used (e.g. submitted), without deleting the file. */
  const forget = useCallback(() => {
    uploadSessions.clear(scope);
    setState({ status: 'idle' });
  }, [scope]);

  return { state, start, pause, cancel, forget };
};
