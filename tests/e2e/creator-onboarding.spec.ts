import { expect, test } from './fixtures';
import { expectMail, signedInPage, signUpAndSignIn, uniqueEmail } from './helpers';

test('a new creator signs up, activates, completes onboarding, connects a sandbox account, is asked for a change, sends again and is approved', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('onboarding');
  await signUpAndSignIn(page, 'creator', email, { first: 'Robin', last: 'Trail' });
  await expect(page).toHaveURL(/\/creator\/onboarding$/);

  // The get-started modal, once. It says that Finish sends the profile for review (nothing to look over after it).
  await expect(
    page
      .getByRole('dialog')
      .getByText('Press Finish: your profile goes to our team for review, and you see where it stands.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Let’s get started' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Step 1: about you.
  await page.getByLabel('Bio').fill('Trail running and mountain photography from Colorado, every weekend.');
  await page.getByRole('group', { name: 'Niches' }).getByLabel('Outdoors').check();
  await page.getByRole('group', { name: 'Languages you create in' }).getByLabel('English').check();
  await page.getByRole('combobox', { name: 'City' }).fill('Denv');
  await page.getByRole('option', { name: 'Denver, United States' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: rates (with the one-time explanation).
  await expect(page).toHaveURL(/step=rates/);
  await page.getByRole('button', { name: 'Set my rates' }).click();
  await page.getByLabel('Rate (USD)').fill('250');
  await page.getByRole('button', { name: 'Add rate' }).click();
  await expect(page.getByRole('row', { name: /Instagram Reel/ })).toBeVisible();
  // Signing in again later carries on past what is done (rates set: the account to connect), not at step 1.
  await page.goto('/creator/onboarding');
  await expect(page).toHaveURL(/step=social/);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/step=rates/);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: availability.
  await expect(page).toHaveURL(/step=availability/);
  await page.getByRole('button', { name: 'Next month' }).click();
  await page
    .getByRole('list', { name: /Days in/ })
    .getByRole('button')
    .nth(14)
    .click();
  // Moving on saves what was marked: there is no bare "Continue" that would drop it.
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Availability saved.')).toBeVisible();

  // Step 4: connect a sandbox account through the widget: platform, consent, return.
  await expect(page).toHaveURL(/step=social/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('1 upcoming day marked unavailable.')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step=social/);
  await expect(page.getByRole('button', { name: 'Finish' })).toBeDisabled();
  await page.getByRole('button', { name: 'Connect an account' }).first().click();
  const widget = page.getByRole('dialog', { name: 'Connect a social account' });
  await widget.getByRole('button', { name: 'Instagram' }).click();
  const handle = `robin.trail.${Date.now().toString(36)}`;
  await page.getByLabel('Instagram handle').fill(handle);
  await page.getByLabel(/I agree to share/).check();
  await page.getByRole('button', { name: 'Connect Instagram' }).click();
  await expect(page.getByText(`@${handle}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('list', { name: 'Social accounts' }).getByText('Connected')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: /in review/ })).toBeVisible();
  // Coming back while in review shows the review status, not step 1 again.
  await page.goto('/creator/onboarding');
  await expect(page).toHaveURL(/step=done/);
  await expect(page.getByRole('heading', { name: /in review/ })).toBeVisible();

  // Staff first ask for a change, in their own browser.
  const staff = await signedInPage(browser, 'staff@demo.test');
  await expect(staff).toHaveURL(/\/staff$/);
  const card = staff.getByRole('article', { name: 'Robin Trail' }).filter({ hasText: email });
  await expect(card.getByRole('cell', { name: new RegExp(`@${handle.replaceAll('.', '\\.')}`) })).toBeVisible();
  await card.getByRole('button', { name: 'Ask for changes…' }).click();
  const reason = 'Please add a profile picture so brands recognise you.';
  await staff.getByRole('dialog').getByRole('textbox').fill(reason);
  await staff.getByRole('button', { name: 'Send to the creator' }).click();
  await expect(staff.getByText('Robin Trail was asked for changes.')).toBeVisible();
  await expect(card).toBeHidden();

  // The creator reads why where the notice sends them, and sends the profile again from the profile settings.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your profile needs a few changes' })).toBeVisible();
  await expect(page.getByRole('blockquote', { name: 'What to change' })).toHaveText(reason);
  await page.getByRole('link', { name: 'Edit my profile' }).click();
  await expect(page).toHaveURL(/\/creator\/settings\/profile$/);
  await expect(page.getByRole('blockquote', { name: 'What to change' })).toHaveText(reason);
  await page.getByRole('button', { name: 'Send for review again' }).click();
  await expect(page.getByRole('button', { name: 'Send for review again' })).toBeHidden();
  await page.goto('/creator/onboarding');
  await expect(page.getByRole('heading', { name: /in review/ })).toBeVisible();

  // Back in the queue, marked as sent again: staff approve.
  await staff.reload();
  await expect(card.getByText('Resubmitted after changes')).toBeVisible();
  // What they asked stands beside the profile, and whether the photo they asked for is there.
  await expect(card.getByText(`You asked: “${reason}”`)).toBeVisible();
  await expect(card.getByText(/· no photo$/)).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('Robin Trail is approved and has been notified.')).toBeVisible();
  await expect(card).toBeHidden();
  await staff.context().close();

  // The approval e-mail went out through the queue; the creator's next visit shows the approval once.
  await expectMail(page, email, 'Your profile is approved');
  await page.goto('/creator/dashboard');
  await page.reload();
  await page.getByRole('button', { name: 'Start exploring' }).click();
  // It closes once the server has remembered that it was read.
  await expect(page.getByRole('dialog', { name: 'You’re approved!' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Hi Robin' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hi Robin' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'You’re approved!' })).toBeHidden();
});
