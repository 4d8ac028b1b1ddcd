import { expect } from 'vitest';
import { api, linkIn, login, signupCreator, waitForMailTo } from './helpers';

/**
 * A creator who changed their address (password check, request, code), signed in with `token`, and the undo link
 * the notice to the old address carries.
 */
export const changedEmail = async () => {
  const { email, password } = await signupCreator();
  const { token } = (await login(email, password)).json;
  const newEmail = `moved.${email}`;
  await api.post('/verify-password/', { json: { password }, token });
  await api.post('/request-email-change/', { json: { new_email: newEmail }, token });
  const code = (await waitForMailTo(newEmail, /verification code/)).subject.slice(0, 6);
  expect((await api.post('/verify-new-email/', { json: { verification_code: code }, token })).status).toBe(200);
  const notice = await waitForMailTo(email, /was changed/);
  expect(notice.text).toContain(newEmail);
  const [, , , uid, undoToken] = linkIn(notice.text, '/account/email-change/undo/');
  return { email, password, token, newEmail, undo: { uid: uid!, token: undoToken! } };
};
