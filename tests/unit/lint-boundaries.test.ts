import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The architecture rules of eslint/boundaries.js bite: each bad import below, linted as the whole text of `file`
// (a probe file need not exist; what it imports does), is an error of the named rule.
const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
let eslint: ESLint;

const ruleIdsFor = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return result!.messages.map((m) => m.ruleId);
};

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('lint boundaries', () => {
  it.each([
    [
      'a web feature imports another feature',
      'web/src/features/billing/routes/billing-page.tsx',
      "export { getWalletTransactions } from '@/features/wallet/api/get-wallet-transactions';",
      'import-x/no-restricted-paths',
    ],
    [
      'shared web code imports a feature',
      'web/src/lib/money.ts',
      "export { getWalletTransactions } from '@/features/wallet/api/get-wallet-transactions';",
      'import-x/no-restricted-paths',
    ],
    [
      'a route imports a table',
      'worker/routes/probe.ts',
      "export { users } from '../../db/schema';",
      'import-x/no-restricted-paths',
    ],
    ['a route runs SQL', 'worker/routes/probe.ts', "export { eq } from 'drizzle-orm';", 'no-restricted-imports'],
    ['the scheduler runs SQL', 'worker/scheduled.ts', "export { sql } from 'drizzle-orm';", 'no-restricted-imports'],
    ['a service imports Hono', 'worker/services/probe.ts', "export { Hono } from 'hono';", 'no-restricted-imports'],
    [
      'a service imports Hono middleware',
      'worker/services/probe.ts',
      "export { createMiddleware } from 'hono/factory';",
      'no-restricted-imports',
    ],
    [
      'worker/lib imports a service',
      'worker/lib/probe.ts',
      "export { loadSubscription } from '../services/brands/subscription';",
      'import-x/no-restricted-paths',
    ],
    [
      'a service imports the routes’ request glue',
      'worker/services/probe.ts',
      "export { brandAccess } from '../http/brand-access';",
      'import-x/no-restricted-paths',
    ],
    [
      'the Worker imports the seed',
      'worker/services/probe.ts',
      "export { seedDatabase } from '../../db/seed';",
      'import-x/no-restricted-paths',
    ],
    [
      // guarded-batch.ts imports errors.ts, so errors.ts importing guarded-batch.ts closes a cycle.
      'an import cycle',
      'worker/lib/errors.ts',
      "import { runGuardedBatch } from './guarded-batch';\nexport const probe = runGuardedBatch;",
      'import-x/no-cycle',
    ],
    [
      'a web API call names its own answer type',
      'web/src/features/billing/api/probe.ts',
      "import { api } from '@/lib/api-client';\nexport const probe = () => api.get<{ plan: string }>('/payment/brand/billing/');",
      'no-restricted-syntax',
    ],
    [
      'a web API answer is cast',
      'web/src/features/billing/api/probe.ts',
      "import { api } from '@/lib/api-client';\nexport const probe = async () => (await api.get('/payment/plans/')) as unknown;",
      'no-restricted-syntax',
    ],
    [
      'web code calls the API with fetch',
      'web/src/features/billing/api/probe.ts',
      "export const probe = () => fetch('/api/payment/plans/');",
      'no-restricted-syntax',
    ],
  ])('%s is an error', async (_name, file, code, rule) => {
    expect(await ruleIdsFor(file, code)).toContain(rule);
  });

  it('allows the layering as designed: a service runs SQL, a route calls a service, a feature uses shared code', async () => {
    expect(await ruleIdsFor('worker/services/probe.ts', "export { eq } from 'drizzle-orm';")).toEqual([]);
    expect(
      await ruleIdsFor('worker/routes/probe.ts', "export { loadSubscription } from '../services/brands/subscription';"),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        'web/src/features/billing/routes/billing-page.tsx',
        "export { useWallet } from '@/lib/queries/get-wallet';",
      ),
    ).toEqual([]);
  });
});
