import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { tsImport } from 'tsx/esm/api';

// The worker tests' typed-client rule (eslint/typed-api.js) bites: an untyped call to a valid route fails lint, a
// deliberately invalid one passes. It knows the routes from the OpenAPI document the app generates, so every
// operation the app serves is known, whatever form its route file writes it in (createRoute, an area's table, …).
const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
let eslint: ESLint;

const lint = async (code: string) => {
  const [result] = await eslint.lintText(`import { callRaw } from './api';\n${code}\n`, {
    filePath: `${root}/tests/worker/probe.test.ts`,
  });
  return result!.messages;
};
const ruleIdsFor = async (code: string) => (await lint(code)).map((m) => m.ruleId);

/** Every operation of the app's own OpenAPI document, its path parameters filled in. */
// (Loaded as the lint rule loads it: the Worker's sources are typed for workerd, not for this Node project.)
type PathItem = Partial<Record<'get' | 'put' | 'post' | 'delete' | 'patch', object>>;
type App = { getOpenAPI31Document: (config: object) => { paths?: Record<string, PathItem | undefined> } };
const operations = async () => {
  const { createApp } = (await tsImport('../../worker/app.ts', import.meta.url)) as { createApp: () => App };
  const document = createApp().getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'probe', version: '0' } });
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const)
      .filter((method) => item?.[method])
      .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, 'p1') })),
  );
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

  it('fails a raw call to every operation the app serves, whatever form its route is written in', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(150);
    const calls = all.map(({ method, path }) => `void callRaw('${path}', { method: '${method}' });`);
    const flagged = new Set(
      (await lint(calls.join('\n')))
        .filter((m) => m.ruleId === 'typed-api/no-raw-valid-request')
        .map((m) => calls[m.line - 2]),
    );
    expect(calls.filter((call) => !flagged.has(call))).toEqual([]);
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
