import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@/': fromRoot('./web/src/'), '@schemas/': fromRoot('./worker/schemas/') };

/** Pure logic in Node; web components (tests/unit/web/**\/*.test.tsx) in a DOM with the network answered by MSW. */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'components',
          include: ['tests/unit/web/**/*.test.tsx'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
          setupFiles: ['tests/unit/web/setup/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
