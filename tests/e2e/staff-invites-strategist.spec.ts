import { expect, test } from './fixtures';
import { openMailLink, signIn, uniqueEmail } from './helpers';

test('staff invite a strategist from the console; the link creates a strategist account; staff deactivate it and it is signed out', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('strategist');
  await signIn(page, 'staff@demo.test');
  await page.goto('/staff/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite to the team' });
  await invite.getByLabel('E-mail address').fill(email);
  await invite.getByLabel('Invite as').selectOption('strategist');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: `Invitation to ${email}` }),
  ).toContainText('Strategist');

  // The new strategist opens the e-mail in their own browser and lands in the internal area.
  const strategistContext = await browser.newContext();
  const strategist = await strategistContext.newPage();
  await openMailLink(strategist, email, '/invitation/');
  await expect(strategist.getByRole('heading', { name: 'You’re invited to join the strategist team' })).toBeVisible();
  await strategist.getByLabel('First name').fill('Nina');
  await strategist.getByLabel('Last name').fill('Newhire');
  await strategist.getByLabel('Password', { exact: true }).fill('new-strategist-2026');
  await strategist.getByRole('button', { name: /Create my account/ }).click();
  await expect(strategist).toHaveURL(/\/internal\//);
  await strategist.goto('/internal/settings/team');
  await expect(strategist.getByRole('listitem', { name: 'Nina Newhire' })).toContainText('(you)');
  // Strategists neither invite nor deactivate.
  await expect(strategist.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expect(strategist.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

  // Staff deactivate the new strategist from the same panel in /internal/settings/team's twin.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name: `Invitation to ${email}` }),
  ).toHaveCount(0);
  const member = page.getByRole('listitem', { name: 'Nina Newhire' });
  await member.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate Nina Newhire?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('Nina Newhire was deactivated and signed out.')).toBeVisible();
  await expect(member).toContainText('Deactivated');

  // Their open session ends: the next page they open no longer shows the internal area.
  await strategist.goto('/internal/organizations');
  await expect(strategist.getByRole('heading', { name: 'Organizations', level: 1 })).toHaveCount(0);
  await strategistContext.close();
});
