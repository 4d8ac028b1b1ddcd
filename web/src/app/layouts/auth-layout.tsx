import { useMemo } from 'react';
import { Outlet, useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { PageLocation } from '@/lib/page-location';
import { AuthFrame } from './auth-frame';

/** Layout "auth" in the router: the auth frame around the page, which reads its address through `usePageLocation`. */
const AuthLayout = () => {
  const params = useParams();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const location = useMemo<PageLocation>(() => ({ params, search, state }), [params, search, state]);
  return (
    <AuthFrame location={location}>
      <Outlet />
    </AuthFrame>
  );
};

export default AuthLayout;
