import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SnackbarArea } from '@/components/shell/snackbar-area';
import { createQueryClient } from '@/lib/query-client';

type RenderOptions = {
  /** The route pattern the element is mounted at, e.g. `/matches/:id/propose`. */
  path?: string;
  /** The address the router starts at. */
  url?: string;
};

/** Renders a screen as the app does (query client, router, snackbars), with a user who types and clicks. */
export const renderScreen = (element: ReactElement, { path = '/', url = path }: RenderOptions = {}) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchInterval: false }, mutations: { retry: false } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Left the form</p> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <SnackbarArea />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
};
