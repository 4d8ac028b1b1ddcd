import { expect, test } from './fixtures';
import { openMailLink, signIn, uniqueEmail } from './helpers';

test('an owner invites a colleague who signs up from the e-mail link and joins the same brand as a member without billing', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('colleague');
  await signIn(page, 'brand.owner@demo.test');
  await page.goto('/brand/settings/team-members');
  await expect(page.getByRole('heading', { name: 'Team members', level: 1 })).toBeVisible();
  // A wrong address shows its error under the field; the role and the button stay level with the input.
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  const inputTop = (await page.getByLabel('E-mail').boundingBox())!.y;
  for (const beside of [
    page.getByLabel('Role', { exact: true }),
    page.getByRole('button', { name: 'Send invitation' }),
  ])
    expect(Math.abs((await beside.boundingBox())!.y - inputTop)).toBeLessThan(2);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('member');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: email }),
  ).toBeVisible();

  // The colleague opens the e-mail in their own browser and signs up straight into Acme Outdoors.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await openMailLink(colleague, email, '/invitation/');
  await expect(
    colleague.getByRole('heading', { name: 'You’re invited to join Acme Outdoors as a team member' }),
  ).toBeVisible();
  await colleague.getByLabel('First name').fill('Casey');
  await colleague.getByLabel('Last name').fill('Colleague');
  await colleague.getByLabel('Password', { exact: true }).fill('joined-team-2026');
  await colleague.getByRole('button', { name: 'Create my account and join' }).click();
  await expect(colleague).toHaveURL(/\/brand\/campaigns$/);
  await expect(colleague.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();

  // A member sees no billing, reads brand settings without a form that fails, and cannot invite.
  const nav = colleague.getByRole('navigation', { name: /main|brand/i }).first();
  await expect(nav.getByRole('link', { name: 'Campaigns' })).toBeVisible();
  await expect(colleague.getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await colleague.goto('/brand/settings/profile');
  await expect(colleague.getByText('Only the brand owner and admins can change these settings.')).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await colleague.goto('/brand/settings/team-members');
  await expect(colleague.getByRole('listitem', { name: 'Casey Colleague' })).toContainText('Member');
  await expect(colleague.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await colleagueContext.close();

  // The owner sees the new member; the invitation is no longer pending.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: 'Casey Colleague' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
});
