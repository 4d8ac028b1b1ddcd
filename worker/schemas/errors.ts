import { z } from 'zod';

type CodeInfo = { status: number; meaning: string };

/**
 * Every error code the API answers with (DESIGN §3): its HTTP status and what it means. Closed: a code the Worker
 * throws must be listed here (`AppError` takes only these), so the web app can switch on `code` exhaustively.
 */
export const ERROR_CODES = {
  validation_error: { status: 400, meaning: 'The body, query or path did not validate; `fields` says which field.' },
  bad_token: { status: 400, meaning: 'A link or code (activation, reset, e-mail change) is wrong, used or expired.' },
  invalid_credentials: { status: 400, meaning: 'The e-mail address and password do not match an account.' },
  brand_not_selected: { status: 400, meaning: 'A strategist called a brand route without an X-Selected-Brand header.' },
  incomplete_body: { status: 400, meaning: 'An upload stopped before all its bytes arrived.' },
  checksum_mismatch: { status: 400, meaning: 'The uploaded bytes do not match the SHA-256 the client sent.' },
  unsupported_platform: { status: 400, meaning: 'The social-data provider linked a platform we do not support.' },
  signature_missing: { status: 400, meaning: 'A payment webhook came without its Stripe-Signature header.' },
  signature_invalid: { status: 400, meaning: 'A payment webhook signature is malformed or matches no secret.' },
  signature_expired: { status: 400, meaning: 'A payment webhook signature is older than the tolerance (a replay).' },
  not_authenticated: { status: 401, meaning: 'No valid session: sign in.' },
  bad_signature: { status: 401, meaning: 'A social-data webhook signature does not match.' },
  account_suspended: { status: 403, meaning: 'The account is suspended: only signing out and support work.' },
  permission_denied: { status: 403, meaning: 'This role (or team ability) may not do that.' },
  feature_not_in_plan: { status: 403, meaning: 'The brand’s plan does not include the feature: upgrade.' },
  csrf_failed: { status: 403, meaning: 'A cookie-authenticated change came without the CSRF header.' },
  creator_not_approved: {
    status: 403,
    meaning: 'The creator’s profile waits for approval; applying and signing wait.',
  },
  not_eligible: { status: 403, meaning: 'The creator does not meet the campaign’s requirements; `detail` says why.' },
  password_verification_required: { status: 403, meaning: 'Confirm the password before changing the e-mail.' },
  seat_limit_reached: { status: 403, meaning: 'The plan’s team seats are all taken.' },
  invitation_for_someone_else: { status: 403, meaning: 'The invitation was sent to another e-mail address.' },
  not_found: { status: 404, meaning: 'No such object, or it belongs to another tenant.' },
  route_not_found: { status: 404, meaning: 'No such API route (or a development route that is switched off).' },
  brand_not_found: { status: 404, meaning: 'The brand account is not part of a brand.' },
  invitation_not_found: { status: 404, meaning: 'The invitation link is not valid.' },
  conflict: { status: 409, meaning: 'The object is not in a state that allows this (it changed meanwhile).' },
  request_in_progress: { status: 409, meaning: 'The same request is still being processed: retry in a moment.' },
  insufficient_funds: { status: 409, meaning: 'The wallet’s available funds do not cover the amount.' },
  over_budget: { status: 409, meaning: 'The amount is more than the campaign’s budget has left.' },
  refund_exceeds_top_ups: { status: 409, meaning: 'A refund larger than the card top-ups can take back.' },
  payout_account_not_ready: { status: 409, meaning: 'The creator’s payout account cannot receive transfers yet.' },
  refund_exceeds_payment: { status: 409, meaning: 'A refund larger than what is left of the payment.' },
  no_paid_subscription: { status: 409, meaning: 'There is no paid subscription to cancel or resume.' },
  subscription_canceled: { status: 409, meaning: 'The subscription has already ended.' },
  subscription_past_due: { status: 409, meaning: 'The last payment failed: update the card before changing plans.' },
  already_canceling: { status: 409, meaning: 'The subscription already ends at the end of this period.' },
  not_canceling: { status: 409, meaning: 'The subscription is not set to end, so there is nothing to resume.' },
  already_on_plan: { status: 409, meaning: 'The brand is already on that plan and billing period.' },
  use_cancel: { status: 409, meaning: 'Moving to Free is a cancellation: cancel the subscription instead.' },
  contact_sales: { status: 409, meaning: 'That plan is arranged with our team, not bought online.' },
  invitation_used: { status: 409, meaning: 'The invitation was already accepted.' },
  invitation_revoked: { status: 409, meaning: 'The invitation was withdrawn.' },
  invitation_expired: { status: 409, meaning: 'The invitation has expired.' },
  length_required: { status: 411, meaning: 'An upload came without a Content-Length header.' },
  payload_too_large: { status: 413, meaning: 'The body is larger than this route accepts.' },
  upload_quota_exceeded: { status: 413, meaning: 'The upload would exceed the account’s storage quota.' },
  unsupported_media_type: { status: 415, meaning: 'Not an allowed file type (checked by name and by content).' },
  rate_limited: { status: 429, meaning: 'Too many attempts: wait for Retry-After.' },
  too_many_uploads: { status: 429, meaning: 'As many uploads in flight as the role allows: wait for Retry-After.' },
  internal_error: { status: 500, meaning: 'A bug on our side; the request id is in the body.' },
  payment_provider_error: { status: 502, meaning: 'The payment provider refused or failed the call.' },
  provider_unavailable: { status: 502, meaning: 'The social-data provider failed the call.' },
  provider_not_configured: { status: 503, meaning: 'A provider is switched on without its secrets.' },
  webhook_not_configured: { status: 503, meaning: 'The webhook’s signing secret is not configured.' },
  queue_unavailable: { status: 503, meaning: 'The notification queue is not bound, so nothing can be re-sent.' },
  server_misconfigured: { status: 503, meaning: 'The deployment lacks its secrets (or uses development values).' },
} as const satisfies Record<string, CodeInfo>;

export type TErrorCode = keyof typeof ERROR_CODES;
const codes = Object.keys(ERROR_CODES) as [TErrorCode, ...TErrorCode[]];

const ZErrorCode = z
  .enum(codes)
  .describe(
    codes.map((code) => `- \`${code}\` (${ERROR_CODES[code].status}): ${ERROR_CODES[code].meaning}`).join('\n'),
  );

/** The one error body of every API error (DESIGN §3). `fields` only on 400. */
export const ZApiError = z
  .object({
    detail: z.string(),
    code: ZErrorCode,
    fields: z.record(z.string(), z.array(z.string())).optional(),
    request_id: z.string().optional(),
  })
  .meta({ id: 'ApiError' });
export type TApiError = z.infer<typeof ZApiError>;
