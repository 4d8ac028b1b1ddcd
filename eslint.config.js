import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint/boundaries.js';
import { forms } from './eslint/forms.js';
import { typedTestClient, untypedApiCalls } from './eslint/typed-api.js';

const handTypedQueryKey = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message: "Build query keys with the feature's key factory (xKeys), never a hand-typed array.",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data*',
      '.wrangler',
      'db/migrations',
      'test-results',
      'playwright-report',
      'web/public/sw.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...boundaries,
  ...forms,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Query keys come from a key factory (a feature's `xKeys`, or lib/queries/query-keys for shared roots), so a
      // query and the invalidations of it cannot drift apart. Every API call is typed from the routes (eslint/typed-api.js).
      'no-restricted-syntax': ['error', handTypedQueryKey, ...untypedApiCalls],
      // `import { type T } from '…'` keeps an empty import of the module (verbatimModuleSyntax): a screen would download
      // a zod schema file, and zod with it, for a type. `import type { T }` imports nothing at run time.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // The API client and the byte uploader are where the typed calls end in fetch / XMLHttpRequest; the entry's early
    // GETs (lib/early-requests.ts) are answered through the API client.
    files: ['web/src/lib/api-client.ts', 'web/src/lib/upload/send-bytes.ts', 'web/src/lib/early-requests.ts'],
    rules: { 'no-restricted-syntax': ['error', handTypedQueryKey] },
  },
  typedTestClient,
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from './fixtures': every e2e test fails on a Content-Security-Policy violation.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['worker/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration from the Worker env (c.env), never process.env.',
        },
      ],
    },
  },
);
