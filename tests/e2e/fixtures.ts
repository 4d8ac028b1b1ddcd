import { expect, test as base, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { apiAs } from './helpers';

type Guards = {
  /** Runs for every test (see `test` below); its value is the page errors the test expects. */
  browserGuard: RegExp[];
  /** A test that provokes an uncaught page error on purpose names the error it expects (it must then happen). */
  expectPageError: (expected: RegExp) => void;
};

/** A test's set-up through the API, as the demo accounts (created for the tests that name them). */
type DemoApis = {
  /** Acme Outdoors' owner, the demo brand. */
  brandApi: APIRequestContext;
  /** Casey Rivera, the demo creator. */
  creatorApi: APIRequestContext;
};

/**
 * Every end-to-end test runs under the production Content-Security-Policy and fails on any violation the browser
 * reports, and on any uncaught error (an exception or a rejected promise) in a page, unless the test named that error
 * with `expectPageError`. Both are watched in the test's own context and in every context it opens (a second user's
 * browser, a phone). Specs import `test` and `expect` from here (lint enforces it).
 */
export const test = base.extend<Guards & DemoApis>({
  browserGuard: [
    async ({ context, browser }, use) => {
      const expectedPageErrors: RegExp[] = [];
      const violations: string[] = [];
      const pageErrors: string[] = [];
      const watch = (ctx: BrowserContext) => {
        ctx.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
            violations.push(`${message.location().url}: ${message.text()}`);
        });
        ctx.on('weberror', (webError) => pageErrors.push(`${webError.page()?.url()}: ${webError.error().message}`));
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        watch(ctx);
        return ctx;
      };
      await use(expectedPageErrors);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      const isExpected = (error: string) => expectedPageErrors.some((expected) => expected.test(error));
      expect(
        pageErrors.filter((error) => !isExpected(error)),
        'uncaught page errors',
      ).toEqual([]);
      for (const expected of expectedPageErrors)
        expect(pageErrors, 'the page error the test expects').toContainEqual(expect.stringMatching(expected));
    },
    { auto: true },
  ],
  expectPageError: async ({ browserGuard }, use) => use((expected) => browserGuard.push(expected)),
  brandApi: async ({ baseURL }, use) => use(await apiAs(baseURL, 'brand.owner@demo.test')),
  creatorApi: async ({ baseURL }, use) => use(await apiAs(baseURL, 'creator@demo.test')),
});

export { expect };
