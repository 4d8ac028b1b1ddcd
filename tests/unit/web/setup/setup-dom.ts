import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { snackbarStore } from '@/lib/stores/snackbar-store';
import { server } from './server';

// Any request without a handler fails the test: a form must not call an API the test does not answer.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  snackbarStore.getState().clear();
});
afterAll(() => server.close());
