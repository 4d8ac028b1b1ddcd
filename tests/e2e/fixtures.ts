import { expect, test as base, type BrowserContext } from '@playwright/test';

/**
 * Every end-to-end test runs under the production Content-Security-Policy and fails on any violation the browser
 * reports, in the test's own page and in every context it opens (a second user's browser). Specs import `test`
 * and `expect` from here (lint enforces it).
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const watch = (ctx: BrowserContext) =>
        ctx.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
            violations.push(`${message.location().url}: ${message.text()}`);
        });
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        watch(ctx);
        return ctx;
      };
      await use();
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
