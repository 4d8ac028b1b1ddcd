import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './app-error-boundary';
import { configureApiEvents } from './configure-api-events';
import { createAppRouter } from './router/router';

/** Boots the full app: API event handlers, the data router, React Query, and the top-level error boundary. */
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
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );
};
