import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app-error-boundary';
import { configureApiEvents } from './configure-api-events';
import { createAppRouter } from './router/router';
import { RouterRoot } from './router/router-root';
import { yieldToMain } from '@/lib/yield-to-main';

/**
 * Boots the full app: API event handlers, the data router and the top-level error boundary. React Query is loaded by
 * the root loader for the pages that use it (router/query-root-loader.ts), so the sign-in page paints without it.
 * The first render is a transition, which React renders in slices of a few milliseconds with the browser free in
 * between, instead of one task (the boot bar has painted already, so a long task here is blocking time; decisions
 * "First paint, session 16 — tbt-router"). The router renders its own updates as transitions already; `RouterRoot`
 * keeps what the router did while the first render was in slices.
 */
export const mount = async (container: HTMLElement) => {
  // The app's code has just run, in one task with its modules' evaluation: the start continues in a new one.
  await yieldToMain();
  configureApiEvents();
  const router = await createAppRouter();
  await yieldToMain();
  const root = createRoot(container, {
    onUncaughtError: (error, info) => console.error('Uncaught error', error, info.componentStack),
    onRecoverableError: (error) => console.warn('Recovered from error', error),
  });
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <RouterRoot router={router} />
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
};
