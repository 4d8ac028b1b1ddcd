import type { TApiError } from '@schemas/errors';
import { ApiError } from '../api-error';
import type { ApiOutput, ApiPath, ApiRequestParts } from '../api-contract';
import { buildHeaders, routeUrl } from '../api-client';

type ByteMethod = 'post' | 'put';

/** A raw-bytes route of the API (`/uploads/…`), typed like an `api` call: path, parameters and answer. */
export type SendBytesOptions<M extends ByteMethod, P extends ApiPath<M>> = ApiRequestParts<P, M> & {
  method: M;
  path: P;
  body: Blob;
  sha256: string;
  contentType?: string;
  /** Bytes of `body` sent so far (XHR upload progress: `fetch` cannot report it). */
  onProgress?: (sentBytes: number) => void;
  signal?: AbortSignal;
};

const parseBody = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Sends raw file bytes to the API with the same auth headers as every other call, plus the SHA-256 the server
 * verifies. Resolves with the JSON answer; rejects with an ApiError (status 0 for a dropped connection) or
 * an AbortError when `signal` fires.
 */
export const sendBytes = <M extends ByteMethod, P extends ApiPath<M>>(
  options: SendBytesOptions<M, P>,
): Promise<ApiOutput<P, M>> =>
  new Promise<ApiOutput<P, M>>((resolve, reject) => {
    const { method, path, body, sha256, contentType, onProgress, signal } = options;
    if (signal?.aborted) return reject(new DOMException('Upload paused', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(method.toUpperCase(), routeUrl(path, options as Parameters<typeof routeUrl>[1]));
    buildHeaders(body, {
      'X-Content-SHA256': sha256,
      ...(contentType !== undefined ? { 'Content-Type': contentType } : {}),
    }).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as ApiOutput<P, M>);
      else reject(new ApiError({ status: xhr.status, body: data as Partial<TApiError> | undefined }));
    };
    xhr.onerror = () => (settle(), reject(new ApiError({ status: 0 })));
    xhr.onabort = () => (settle(), reject(new DOMException('Upload paused', 'AbortError')));
    xhr.send(body);
  });
