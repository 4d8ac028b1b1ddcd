import { authOf } from '../lib/middleware/guards';
import { createRouter, jsonBody } from '../lib/openapi';
import { ZDetail } from '../schemas/auth';
import {
  ZLocationList,
  ZLocationQuery,
  ZRequestEmailChange,
  ZResendEmailChangeCode,
  ZVerifyNewEmail,
  ZVerifyPasswordRequest,
  ZVerifyPasswordResponse,
} from '../schemas/common';
import { ZUser } from '../schemas/user';
import { clientInfo, publicOrigin } from '../lib/request-info';
import { resendEmailChangeCode } from '../services/auth/resend-email-change-code';
import { confirmEmailChange, requestEmailChange, verifyUserPassword } from '../services/auth/email-change';
import { listLocations } from '../services/reference/list-locations';
import { signedInArea } from '../http/account-access';
import { routeArea } from '../http/route-area';

const reference = routeArea({ tags: ['common'] });
const account = signedInArea(['account']);

/** Public reference data (locations), and the checks before changing sign-in details (password, new e-mail). */
export const commonRoutes = createRouter()
  .openapi(
    reference.read('/common/locations/', ZLocationList, {
      summary: 'Locations: every one, or those matching `search` (city, region or country), best first',
      request: { query: ZLocationQuery },
      session: 'none',
    }),
    async (c) => c.json(await listLocations({ db: c.get('db'), ...c.req.valid('query') }), 200),
  )
  .openapi(
    account.write('post', '/verify-password/', ZVerifyPasswordResponse, {
      request: jsonBody(ZVerifyPasswordRequest),
      errors: [429],
      session: 'fold',
    }),
    async (c) => {
      const { user, sessionId } = authOf(c);
      await verifyUserPassword({ db: c.get('db'), user, sessionId, password: c.req.valid('json').password });
      return c.json({ verified: true as const }, 200);
    },
  )
  .openapi(
    account.write('post', '/request-email-change/', ZDetail, {
      request: jsonBody(ZRequestEmailChange),
      errors: [403],
      session: 'fold',
    }),
    async (c) => {
      const { new_email } = c.req.valid('json');
      await requestEmailChange({ db: c.get('db'), user: authOf(c).user, newEmail: new_email });
      return c.json({ detail: `We sent a 6-digit code to ${new_email}.` }, 200);
    },
  )
  .openapi(
    account.write('post', '/resend-email-change-code/', ZDetail, {
      request: jsonBody(ZResendEmailChangeCode),
      errors: [409, 429],
      session: 'fold',
    }),
    async (c) => {
      c.req.valid('json');
      const { user, sessionId } = authOf(c);
      const { newEmail } = await resendEmailChangeCode({ db: c.get('db'), user, sessionId, ip: clientInfo(c).ip });
      return c.json({ detail: `We sent a new 6-digit code to ${newEmail}. The one before no longer works.` }, 200);
    },
  )
  .openapi(
    account.write('post', '/verify-new-email/', ZDetail.extend({ user: ZUser }), {
      request: jsonBody(ZVerifyNewEmail),
      errors: [409],
      session: 'fold',
    }),
    async (c) => {
      const user = await confirmEmailChange({
        db: c.get('db'),
        user: authOf(c).user,
        code: c.req.valid('json').verification_code,
        origin: publicOrigin(c),
      });
      return c.json({ detail: 'Your e-mail address is changed.', user }, 200);
    },
  );
