import type { TApiError } from '@schemas/errors';

const FALLBACK_DETAIL: Record<number, string> = {
  0: 'We could not reach Social Loop. Check your connection and try again.',
  400: 'Please check the form and try again.',
  401: 'Your session has ended. Please sign in again.',
  403: 'You do not have access to this.',
  404: 'We could not find what you were looking for.',
  409: 'This changed in the meantime. Refresh and try again.',
  413: 'That file is too large.',
  429: 'Too many attempts. Please wait a moment and try again.',
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The API error body as the web app reads it: any code string (a newer server may answer with a code it added). */
export type ApiErrorBody = Omit<TApiError, 'code'> & { code: string };

/**
 * The API error body `{detail, code, fields?, request_id?}` (ZApiError), checked by hand: a signed-out visitor's first
 * request answers 401, and zod must not be downloaded for that before the first paint. Anything else → undefined.
 */
export const readApiErrorBody = (body: unknown): ApiErrorBody | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { detail, code, fields, request_id } = body as Record<string, unknown>;
  if (typeof detail !== 'string' || typeof code !== 'string') return undefined;
  if (request_id !== undefined && typeof request_id !== 'string') return undefined;
  if (fields !== undefined) {
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined;
    if (!Object.values(fields).every(isStringList)) return undefined;
  }
  return {
    detail,
    code,
    ...(fields === undefined ? {} : { fields: fields as Record<string, string[]> }),
    ...(request_id === undefined ? {} : { request_id }),
  };
};

/** Every failed API call throws this; its fields mirror the API error body `{detail, code, fields}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fields: Record<string, string[]>;
  readonly requestId?: string;
  /** A 429's Retry-After, in seconds: how long before asking again can work. */
  readonly retryAfterSeconds?: number;

  constructor({
    status,
    body,
    retryAfterSeconds,
  }: {
    status: number;
    body?: Partial<ApiErrorBody>;
    retryAfterSeconds?: number;
  }) {
    const detail = body?.detail ?? FALLBACK_DETAIL[status] ?? 'Something went wrong on our side. Please try again.';
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? (status === 0 ? 'network_error' : `http_${status}`);
    this.detail = detail;
    this.fields = body?.fields ?? {};
    this.requestId = body?.request_id;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
