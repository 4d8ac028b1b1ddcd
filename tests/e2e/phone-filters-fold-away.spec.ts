import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { PHONE } from './phone';

const SHOTS = process.env.E2E_SCREENSHOTS;

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test('a creator finds campaigns with the filters folded away; a range upside down marks its field, not the page', async ({
    page,
  }) => {
    await signIn(page, 'creator@demo.test');
    await page.goto('/creator/campaigns/search');
    const toggle = page.getByRole('button', { name: /^(Filters|Hide filters)/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Pay at least (USD)')).toBeHidden();
    // The first campaign is on the first screen, not below seven fields.
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(PHONE.viewport.height);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/creator-search-390.png`, fullPage: false });

    await toggle.click();
    await page.getByLabel('Pay at least (USD)').fill('900');
    await page.getByLabel('Pay at most (USD)').fill('100');
    await page.getByRole('button', { name: 'Show campaigns' }).click();
    const max = page.getByLabel('Pay at most (USD)');
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(max).toHaveAccessibleDescription('The highest pay must be at least the lowest.');
    await expect(page.getByRole('status').filter({ hasText: 'Fix the highlighted filter' })).toBeVisible();
    await expect(page.getByText('Check the filters')).toHaveCount(0);
    await expect(toggle).toHaveAccessibleName('Hide filters 2 active');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/creator-search-range-390.png`, fullPage: false });

    await max.fill('2000');
    await page.getByRole('button', { name: 'Show campaigns' }).click();
    await expect(max).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/campaigns? found/)).toBeVisible();
  });

  test('a brand sees creator results first, with the count of active filters on the Filters toggle', async ({
    page,
  }) => {
    await signIn(page, 'brand.owner@demo.test');
    await page.goto('/brand/creators?platform=instagram&followers_min=50000&followers_max=1000');
    const toggle = page.getByRole('button', { name: /^(Filters|Hide filters)/ });
    await expect(toggle).toHaveAccessibleName('Hide filters 3 active');
    // The upside-down range opens the filters and marks the field; results wait for it.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Max followers')).toHaveAttribute('aria-invalid', 'true');
    // The error under one field does not push its neighbour's input out of line.
    const [minBox, maxBox] = await Promise.all(
      ['Min followers', 'Max followers'].map((label) => page.getByLabel(label).boundingBox()),
    );
    expect(maxBox?.y).toBe(minBox?.y);
    await page.getByLabel('Max followers').fill('');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(toggle).toHaveAccessibleName('Hide filters 2 active');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Filters 2 active');
    await expect(page.getByLabel('Min followers')).toBeHidden();
    await expect(page.getByText(/\d[\d,]* creators?$/)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/creator-database-390.png`, fullPage: false });
  });
});
