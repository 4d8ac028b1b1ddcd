import { z } from 'zod';

/** The one error body of every API error (DESIGN §3). `fields` only on 400. */
export const ZApiError = z.object({
  detail: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ERROR_CODES = {
  validation_error: 400,
  bad_token: 400,
  invalid_credentials: 400,
  not_authenticated: 401,
  account_suspended: 403,
  permission_denied: 403,
  feature_not_in_plan: 403,
  csrf_failed: 403,
  not_found: 404,
  route_not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  upload_quota_exceeded: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  too_many_uploads: 429,
  internal_error: 500,
  server_misconfigured: 503,
} as const;
export type TErrorCode = keyof typeof ERROR_CODES;
