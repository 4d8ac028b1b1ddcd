import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary';
import { configureApiEvents } from './configure-api-events';
import { createAppRouter } from './router/router';

/**
 * Boots the full app: API event handlers, the data router and the top-level error boundary. React Query is loaded by
 * the root loader for the pages that use it (router/query-root-loader.ts), so the sign-in page paints without it.
 */
export const mount = (container: HTMLElement) => {
  configureApiEvents();
  const router = createAppRouter();
  const root = createRoot(container, {
    onUncaughtError: (error, info) => console.error('Uncaught error', error, info.componentStack),
    onRecoverableError: (error) => console.warn('Recovered from error', error),
  });
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </StrictMode>,
  );
};
