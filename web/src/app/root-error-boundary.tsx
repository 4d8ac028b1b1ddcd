import { createPath, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '@/components/shell/error-screen';
import { NotFoundScreen } from '@/components/shell/not-found-screen';
import { SnackbarArea } from '@/components/shell/snackbar-area';
import { homePathFor } from '@/lib/auth/home-path';
import { authStore } from '@/lib/stores/auth-store';
import type { NotFoundData } from './router/guard-loader';

/**
 * The root route's errorElement: a 404 thrown by the guard loader (failed validation, first-load guard
 * refusal) shows "Page Not Found" with the full path; anything else is the fatal error screen.
 */
export const RootErrorBoundary = () => {
  const error = useRouteError();
  const location = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) {
    const notFound = error.data as Partial<NotFoundData> | undefined;
    const { user, selectedBrand } = authStore.getState();
    return (
      <NotFoundScreen
        title={notFound?.title ?? 'Page Not Found'}
        path={notFound?.path ?? createPath(location)}
        homeHref={user ? homePathFor(user, selectedBrand?.id) : '/'}
      />
    );
  }

  console.error('Unhandled error while rendering', error);
  return (
    <>
      <ErrorScreen error={error} />
      <SnackbarArea />
    </>
  );
};
