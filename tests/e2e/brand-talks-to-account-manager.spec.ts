import { expect, test } from './fixtures';
import { signedInPage, signIn } from './helpers';

test('an Enterprise brand writes to its named account manager, who answers from the organization page', async ({
  page,
  browser,
}) => {
  const question = `Could you review our creator shortlist? ${Date.now().toString(36)}`;
  await signIn(page, 'enterprise.owner@demo.test');
  await page.goto('/brand/support');
  const card = page.getByRole('region', { name: 'Account manager' });
  await expect(card.getByRole('list', { name: 'Your account managers' })).toContainText('Ava Mendes');
  await expect(card.getByRole('list', { name: 'Messages with your account manager' })).toContainText(
    'I am your account manager',
  );
  await card.getByLabel('Message Ava').fill(question);
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByRole('list', { name: 'Messages with your account manager' })).toContainText(question);

  // The account manager is notified and answers from the brand's organization page.
  const manager = await signedInPage(browser, 'account.manager@demo.test');
  await manager.goto('/internal/organizations');
  await manager.getByRole('link', { name: 'Summit Labs' }).first().click();
  const thread = manager.getByRole('region', { name: 'Messages with the brand' });
  await expect(thread.getByRole('list', { name: 'Messages with Summit Labs' })).toContainText(question);
  await thread.getByLabel('Message Summit Labs').fill('Yes — I will send notes by Friday.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('list', { name: 'Messages with Summit Labs' })).toContainText(
    'I will send notes by Friday.',
  );
  await manager.context().close();

  await page.reload();
  await expect(card.getByRole('list', { name: 'Messages with your account manager' })).toContainText(
    'I will send notes by Friday.',
  );
});

test('a brand without Account Manager sees who looks after it is part of Enterprise, and strategists see why they cannot write', async ({
  page,
  browser,
}) => {
  await signIn(page, 'brand.owner@demo.test');
  await page.goto('/brand/support');
  const card = page.getByRole('region', { name: 'Account manager' });
  await expect(card).toContainText('A named account manager is part of the Enterprise plan');
  await expect(card).toContainText('A strategist looks after your brand already');
  await expect(card.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', /feature=Account(%20|\+)Manager/);

  const strategist = await signedInPage(browser, 'strategist@demo.test');
  await strategist.goto('/internal/organizations');
  await strategist.getByRole('link', { name: 'Acme Outdoors' }).first().click();
  await expect(strategist.getByRole('region', { name: 'Messages with the brand' })).toContainText(
    'plan does not include Account Manager',
  );
  await expect(strategist.getByLabel('Message Acme Outdoors')).toHaveCount(0);
  await strategist.context().close();
});
