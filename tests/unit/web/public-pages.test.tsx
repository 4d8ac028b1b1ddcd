import { fireEvent, render, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchPublicPage, PUBLIC_PAGES } from '@/app/public-pages';
import { publicRoutes } from '@/app/router/public-routes';
import type { RouteHandle } from '@/app/guards/types';
import { AppLink } from '@/components/ui/app-link';
import { registerNavigator } from '@/lib/navigation';

const ADDRESSES = [
  '/login',
  '/LOGIN/',
  '/signup',
  '/brand/signup',
  '/creator/signup/',
  '/signup/email/success',
  '/signup/email/activate/3f1c9a52/abc-token',
  '/signup/email/activate/a%20b/c',
  '/signup/email/activate/3f1c9a52',
  '/signup/email/activate',
  '/password/reset',
  '/password/reset/success',
  '/password/reset/confirm/3f1c9a52/abc-token',
  '/password/reset/confirm/3f1c9a52',
  '/',
  '/staff',
  '/login/link/a/b',
  '/brand/campaigns',
  '/no/such/page',
];

/** What the router shows at `pathname`: the public page's path and parameters, or null (another route, or 404). */
const routerPublicPage = (pathname: string) => {
  const leaf = matchRoutes(publicRoutes, pathname)?.at(-1);
  const page = PUBLIC_PAGES.find((candidate) => candidate.path === leaf?.route.path);
  if (!leaf || !page) return null;
  const { validate } = (leaf.route.handle ?? {}) as RouteHandle;
  return validate && !validate(leaf.params) ? null : { path: page.path, params: leaf.params };
};

describe('the public pages’ own boot takes exactly the addresses the router shows as those pages', () => {
  it.each(ADDRESSES)('%s', (pathname) => {
    const own = matchPublicPage(pathname);
    expect(own && { path: own.page.path, params: own.params }).toEqual(routerPublicPage(pathname));
  });

  it('takes the sign-in, sign-up, reset and activation pages, with their parameters decoded', () => {
    expect(matchPublicPage('/login')?.page.path).toBe('/login');
    expect(matchPublicPage('/signup/email/activate/a%20b/c')?.params).toEqual({ uid: 'a b', token: 'c' });
  });

  it('leaves an address with a missing parameter or a malformed escape to the router ("Page Not Found")', () => {
    expect(matchPublicPage('/password/reset/confirm/3f1c9a52')).toBeNull();
    expect(matchPublicPage('/signup/email/activate/%E0%A4%A/token')).toBeNull();
    expect(matchPublicPage('/signup/email/activate/%20/token')).toBeNull();
  });
});

describe('AppLink (a link that works with and without the router)', () => {
  afterEach(() => registerNavigator(null));

  it('hands a plain click to the running entry’s navigator instead of loading the page', () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    render(<AppLink to="/password/reset">Forgot password?</AppLink>);
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/password/reset');
    expect(fireEvent.click(link)).toBe(false); // default prevented: no page load
    expect(navigate).toHaveBeenCalledWith('/password/reset', undefined);
  });

  it('leaves a click that opens another tab, and any click without a navigator, to the browser', () => {
    const navigate = vi.fn();
    render(<AppLink to="/signup">Create an account</AppLink>);
    const link = screen.getByRole('link', { name: 'Create an account' });
    expect(fireEvent.click(link)).toBe(true);
    registerNavigator(navigate);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
