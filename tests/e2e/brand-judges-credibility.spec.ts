import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { PHONE } from './phone';

const SCORE = /Credibility \d{1,2}\/100/;

test('a brand sees each creator’s credibility with what it is based on: database, saved, candidates and profile', async ({
  page,
  brandApi,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'brand.owner@demo.test');

  // Creator database: every card reads "Credibility NN/100 based on engagement …, real audience …", and scores vary.
  await page.goto('/brand/creators');
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText(SCORE);
  await expect(cards.first()).toContainText(/based on engagement [\d.]+\s%, real audience \d+\s%/);
  const scores = new Set(
    (await cards.allInnerTexts()).map((t) => t.match(/Credibility (\d+)\/100/)?.[1]).filter(Boolean),
  );
  expect(scores.size).toBeGreaterThan(2);
  await page.screenshot({ path: 'test-results/screens/credibility-database-1280.png' });

  // Saved creators carry the same line.
  // The first card may be saved already (an earlier run): wait for its save button in either state, then save it.
  await expect(cards.first().getByRole('button', { name: /^Saved? / })).toBeVisible();
  const save = cards.first().getByRole('button', { name: /^Save / });
  if (await save.count()) await save.click();
  await expect(cards.first().getByRole('button', { name: /^Saved / })).toBeVisible();
  await page.goto('/brand/creators?view=saved');
  await expect(page.getByRole('article').first()).toContainText(SCORE);

  // Candidates: a campaign's pipeline lists each creator with their score.
  const casey = (await (await brandApi.get('/api/brand/creator-database/?q=Casey%20Rivera')).json()).results[0];
  // Pick, through the API, a campaign whose pipeline has a current candidate, then read it on screen.
  const campaigns = (await (await brandApi.get('/api/brand/campaigns/?page_size=50')).json()).results as {
    id: string;
  }[];
  let withCandidates: string | undefined;
  for (const c of campaigns) {
    const pipeline = (await (await brandApi.get(`/api/brand/campaigns/${c.id}/pipeline/`)).json()) as {
      results: { stage: string }[];
    };
    if (pipeline.results.some((r) => r.stage !== 'past')) {
      withCandidates = c.id;
      break;
    }
  }
  expect(withCandidates, 'the demo brand has a campaign with current candidates').toBeDefined();
  await page.goto(`/brand/campaigns/${withCandidates}`);
  const row = page.getByRole('listitem').filter({ hasText: SCORE }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/based on engagement/);

  // The profile: the score, its basis and what each reading means.
  await page.goto(`/brand/creator/${casey.id}`);
  const section = page.getByRole('region', { name: 'Audience credibility' });
  await expect(section).toContainText(`Credibility ${casey.credibility.score}/100`);
  const readings = section.getByRole('list', { name: 'What the credibility score is based on' }).getByRole('listitem');
  await expect(readings.first()).toContainText(/engagement [\d.]+\s% — /);
  await expect(readings.filter({ hasText: /real audience \d+\s%/ })).toHaveCount(1);
  await section.screenshot({ path: 'test-results/screens/credibility-profile-1280.png' });

  // On a phone the line wraps inside the card.
  await page.setViewportSize(PHONE.viewport);
  await page.goto('/brand/creators');
  await expect(page.getByRole('article').first()).toContainText(SCORE);
  await page.screenshot({ path: 'test-results/screens/credibility-database-390.png' });
});
