import { ERROR_CODES, type TErrorCode } from '../schemas/errors';

/** The one error type of the server: a code (which decides the status) and a human sentence. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TErrorCode,
    readonly detail: string,
    options: { status?: number; fields?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.status = options.status ?? ERROR_CODES[code].status;
    this.fields = options.fields;
    this.headers = options.headers;
  }
  readonly fields?: Record<string, string[]>;
  readonly headers?: Record<string, string>;
}

export const notFound = (what = 'object') => new AppError('not_found', `No such ${what}.`);
export const conflict = (detail: string) => new AppError('conflict', detail);
export const forbidden = (detail = 'You do not have permission to do that.') =>
  new AppError('permission_denied', detail);
export const fieldError = (field: string, message: string) =>
  new AppError('validation_error', message, { fields: { [field]: [message] } });
