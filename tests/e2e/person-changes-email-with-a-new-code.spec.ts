import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpBrandAndSignIn, uniqueEmail } from './helpers';

const PASSWORD = 'first-pass-2026';

/** The codes the dev mailbox holds for `to`, newest first. */
const codesSentTo = async (page: Page, to: string) => {
  const mailbox = await (await page.request.get('/api/dev/mailbox/')).json();
  return (mailbox.results as { to: string; subject: string }[])
    .filter((mail) => mail.to === to && /verification code/.test(mail.subject))
    .map((mail) => mail.subject.slice(0, 6));
};

test('a person changing their e-mail asks for a new code, and can switch to another address', async ({ page }) => {
  await page.clock.install();
  const email = uniqueEmail('moving');
  await signUpBrandAndSignIn(page, { email, password: PASSWORD, first: 'Mo', last: 'Ving', brand: 'Moving Co' });
  await page.goto('/brand/settings/account');
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change e-mail' });

  // A wrong password reads as it does on the password form.
  await dialog.getByLabel('Current password', { exact: true }).fill('wrong-pass-2026');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('That password is not correct.')).toBeVisible();
  await dialog.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // A typo in the address: "Use another address" goes back without closing the dialog.
  const typo = uniqueEmail('typo');
  await dialog.getByLabel('New e-mail').fill(typo);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${typo}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Use another address' }).click();
  const newEmail = uniqueEmail('moved');
  await dialog.getByLabel('New e-mail').fill(newEmail);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${newEmail}.`)).toBeVisible();

  // The code can be sent again after a short wait, which the button counts down.
  const resend = dialog.getByRole('button', { name: /Send the code again/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Send the code again in \d+ s/);
  await page.clock.fastForward(31_000);
  await expect(resend).toBeEnabled();
  await expect(resend).toHaveText('Send the code again');
  const [firstCode] = await codesSentTo(page, newEmail);
  await resend.click();
  await expect(dialog.getByRole('status')).toHaveText(
    `We sent a new code to ${newEmail}. The one before no longer works.`,
  );
  await expect(resend).toBeDisabled();
  const codes = await codesSentTo(page, newEmail);
  expect(codes).toHaveLength(2);

  // The first code no longer works (unless the new one happens to be the same six digits); the new one does.
  if (codes[0] !== firstCode) {
    await dialog.getByLabel('Verification code').fill(firstCode!);
    await dialog.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(dialog.getByText('That code is not correct.')).toBeVisible();
  }
  await dialog.getByLabel('Verification code').fill(codes[0]!);
  await dialog.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByText('Your e-mail address was changed.')).toBeVisible();
  await expect(page.getByText(newEmail).first()).toBeVisible();
});
