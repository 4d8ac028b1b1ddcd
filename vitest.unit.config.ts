import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@schemas': new URL('./worker/schemas', import.meta.url).pathname } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
