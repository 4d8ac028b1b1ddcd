import { createRouter, jsonBody } from '../lib/openapi';
import { ZChangeName, ZChangePassword } from '../schemas/account';
import { ZDetail } from '../schemas/auth';
import { ZEmailPreferences, ZEmailPreferencesUpdate } from '../schemas/email-preferences';
import {
  changeName,
  changePassword,
  loadEmailPreferences,
  saveEmailPreferences,
} from '../services/account/account-settings';
import { accountArea, accountContext } from '../http/account-access';

const account = accountArea(['account']);

/** Account settings of every account type: password, name, e-mail preferences. */
export const accountSettingsRoutes = createRouter()
  .openapi(
    account.write('post', '/account/password/', ZDetail, {
      summary: 'Change the password (current one required); other sessions end, a notice is e-mailed',
      request: jsonBody(ZChangePassword),
    }),
    async (c) => {
      const { current_password: currentPassword, new_password: newPassword } = c.req.valid('json');
      return c.json(await changePassword({ ...accountContext(c), currentPassword, newPassword }), 200);
    },
  )
  .openapi(
    account.write('patch', '/account/name/', ZDetail, {
      summary: 'Change first and last name',
      request: jsonBody(ZChangeName),
    }),
    async (c) => {
      const { first_name: firstName, last_name: lastName } = c.req.valid('json');
      return c.json(await changeName({ ...accountContext(c), firstName, lastName }), 200);
    },
  )
  .openapi(
    account.read('/account/email-preferences/', ZEmailPreferences, {
      summary: 'Which notification e-mails you get (in-app notifications always stay)',
    }),
    async (c) => c.json(await loadEmailPreferences(accountContext(c)), 200),
  )
  .openapi(
    account.write('put', '/account/email-preferences/', ZEmailPreferences, {
      summary: 'Turn notification e-mails on or off per kind; the queue consumer applies them',
      request: jsonBody(ZEmailPreferencesUpdate),
    }),
    async (c) => c.json(await saveEmailPreferences({ ...accountContext(c), ...c.req.valid('json') }), 200),
  );
