import { expect, type Browser, type Page } from '@playwright/test';
import { signedInPage } from './helpers';

/** The phone of the mobile specs: 390 × 844 CSS pixels with touch. `test.use(PHONE)` puts a spec on it. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A second browser on the phone, signed in as `email`: its page. */
export const signInOnPhone = (browser: Browser, email: string) => signedInPage(browser, email, PHONE);

/** The page is no wider than the phone: nothing makes it scroll sideways. */
export const expectFitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
