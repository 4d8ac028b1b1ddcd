import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The worker tests' typed-client rule (eslint/typed-api.js) bites: an untyped call to a valid route fails lint, a
// deliberately invalid one passes.
const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
let eslint: ESLint;

const ruleIdsFor = async (code: string) => {
  const [result] = await eslint.lintText(`import { callRaw } from './api';\n${code}\n`, {
    filePath: `${root}/tests/worker/probe.test.ts`,
  });
  return result!.messages.map((m) => m.ruleId);
};

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('typed worker-test client lint', () => {
  it.each([
    ['a raw read of a route', "void callRaw('/api/auth/me/', { token: 't' });"],
    ['a raw read of a route with a parameter', 'void callRaw(`/api/brand/campaigns/${crypto.randomUUID()}/`);'],
    ['a raw delete of a route', "void callRaw('/api/uploads/x/', { method: 'DELETE' });"],
    ['a signed-in client’s raw read', "declare const as: { raw: typeof callRaw };\nvoid as.raw('/api/auth/me/');"],
  ])('fails %s', async (_, code) => {
    expect(await ruleIdsFor(code)).toContain('typed-api/no-raw-valid-request');
  });

  it.each([
    ['an unknown route', "void callRaw('/api/brand/campaign/');"],
    ['a wrong method', "void callRaw('/api/auth/me/', { method: 'DELETE' });"],
    ['a malformed body', "void callRaw('/api/auth/login/', { rawBody: '{' });"],
    ['a wrongly shaped body', "void callRaw('/api/auth/login/', { body: { email: 1 } });"],
    ['an invalid search parameter', "void callRaw('/api/notification/my/?all=maybe');"],
  ])('allows %s', async (_, code) => {
    expect(await ruleIdsFor(code)).not.toContain('typed-api/no-raw-valid-request');
  });
});
