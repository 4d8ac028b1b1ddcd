// Architecture boundaries, enforced by `npm run lint` (decision: docs/decisions.md, "Contract").
// Web: features never import other features; shared code (components, lib, config) never imports features.
// Worker: routes never touch db/schema or drizzle SQL; services never import Hono; lib never imports services;
// lib and services never import routes or http (the routes' request glue); nothing in worker/ imports db/seed. Everywhere: no import cycles.
import { readdirSync } from 'node:fs';
import { URL, fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = fileURLToPath(new URL('..', import.meta.url));
const features = readdirSync(new URL('../web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move the shared part to components/, lib/ or config/.',
}));

const zones = [
  ...featureZones,
  {
    target: ['./web/src/components', './web/src/lib', './web/src/config'],
    from: './web/src/features',
    message: 'Shared web code never imports a feature.',
  },
  {
    target: './worker/routes',
    from: './db/schema',
    message: 'Routes never touch tables: put the query in a service.',
  },
  {
    target: ['./worker/lib', './worker/services'],
    from: ['./worker/http', './worker/routes'],
    message: 'Only routes use worker/http (request glue); lib and services never import routes or http.',
  },
  {
    target: './worker/lib',
    from: './worker/services',
    message: 'worker/lib is below services: pass what it needs in, or move the code into a service.',
  },
  {
    target: './worker',
    from: './db/seed',
    message: 'The Worker never imports the seed: move shared code into worker/lib.',
  },
];

const noHono = {
  paths: [
    { name: 'hono', message: 'Services never import Hono: take plain arguments, the route adapts the request.' },
    { name: '@hono/zod-openapi', message: 'Services never import Hono: import z from zod.' },
  ],
  patterns: [{ group: ['hono/*', '@hono/*'], message: 'Services never import Hono.' }],
};

const noSql = {
  paths: [{ name: 'drizzle-orm', message: 'Routes never run SQL: put the query in a service.' }],
  patterns: [{ group: ['drizzle-orm/*'], message: 'Routes never run SQL: put the query in a service.' }],
};

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'web/tsconfig.json',
            'worker/tsconfig.json',
            'tsconfig.node.json',
            'tests/worker/tsconfig.json',
          ].map((project) => root + project),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['worker/services/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noHono] },
  },
  {
    files: ['worker/routes/**/*.ts', 'worker/scheduled.ts'],
    rules: { 'no-restricted-imports': ['error', noSql] },
  },
];
