import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { snackbarStore } from '@/lib/stores/snackbar-store';
import { server, unhandled } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  snackbarStore.getState().clear();
  // Any request without a handler fails the test: a form must not call an API the test does not answer.
  expect(unhandled.splice(0).join(', '), 'requests no handler answered').toBe('');
});
afterAll(() => server.close());
