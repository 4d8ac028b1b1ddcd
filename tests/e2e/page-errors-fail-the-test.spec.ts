import { type Page } from '@playwright/test';
import { test } from './fixtures';

/** The page throws outside any handler, as a broken screen would; resolves once the browser reported it. */
const throwInPage = async (page: Page, message: string) => {
  const reported = page.waitForEvent('pageerror');
  await page.evaluate((text) => setTimeout(() => Promise.reject(new Error(text))), message);
  await reported;
};

test('an uncaught error in any page fails the test', async ({ browser }) => {
  test.fail();
  const secondUser = await (await browser.newContext()).newPage();
  await throwInPage(secondUser, 'a screen broke');
});

test('a test that provokes a page error on purpose names it and passes', async ({ page, expectPageError }) => {
  expectPageError(/the error this test provokes/);
  await throwInPage(page, 'the error this test provokes');
});

test('a page error a test expects must happen', async ({ expectPageError }) => {
  test.fail();
  expectPageError(/an error that never comes/);
});
