import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { InstallBanner } from '@/components/shell/install-banner';
import { SnackbarArea } from '@/components/shell/snackbar-area';
import { restoreSession } from '@/lib/auth/session';
import { loadPage, navigateTo, registerNavigator, type NavigateOptions } from '@/lib/navigation';
import type { PageLocation } from '@/lib/page-location';
import { authStore } from '@/lib/stores/auth-store';
import { AppErrorBoundary } from './app-error-boundary';
import { configureApiEvents } from './configure-api-events';
import { runGuards } from './guards/run-guards';
import { AuthFrame } from './layouts/auth-frame';
import { matchPublicPage, type PublicPageMatch } from './public-pages';

/**
 * Opened directly, the sign-in, sign-up, password reset and activation pages (app/public-pages.ts) boot like the
 * landing page: React and the page in the auth frame, without react-router or React Query (DESIGN §11; decisions
 * "First paint, session 14"). A navigation to another of these pages stays in the page (history entry, navigation
 * state and snackbars kept, as in the router); any other address — the app after sign-in, the dev mailbox, the
 * landing — is a full page load, which boots the router.
 */
type Shown = { Page: ComponentType; pathname: string; location: PageLocation };

/** Navigation state is kept under react-router's key, so it survives a reload whichever entry boots the page. */
type HistoryEntry = { usr?: unknown } | null;

const show = async ({ page, params }: PublicPageMatch, url: URL, state: unknown): Promise<Shown> => ({
  Page: (await page.load()).default,
  pathname: url.pathname,
  location: { params, search: url.searchParams, state },
});

const currentUrl = () => new URL(window.location.href);

/**
 * The guards the router's root loader runs on every navigation (a suspended user to their page, a signed-in user of
 * another role to their home), once the session is known; the page is drawn without waiting for it.
 */
const useGuards = ({ pathname, location }: Shown) => {
  useEffect(() => {
    let current = true;
    void restoreSession().then(() => {
      const { user, selectedBrand } = authStore.getState();
      if (!current || !user) return;
      const context = { pathname, search: window.location.search, user, selectedBrandId: selectedBrand?.id ?? null };
      const result = runGuards(context, [{ params: location.params }]);
      if (result.type === 'redirect') navigateTo(result.to, { replace: result.replace });
    });
    return () => {
      current = false;
    };
  }, [pathname, location]);
};

/** The public pages' navigator: another public page is shown in place, anything else is loaded. */
const usePublicNavigation = (setShown: (shown: Shown) => void) => {
  useEffect(() => {
    registerNavigator((to: string, options: NavigateOptions = {}) => {
      const url = new URL(to, window.location.href);
      const match = url.origin === window.location.origin ? matchPublicPage(url.pathname) : null;
      if (!match) return loadPage(to, options);
      show(match, url, options.state).then(
        (next) => {
          const entry: HistoryEntry = { usr: options.state };
          if (options.replace) window.history.replaceState(entry, '', url);
          else window.history.pushState(entry, '', url);
          setShown(next);
          window.scrollTo(0, 0);
        },
        () => loadPage(to, options),
      );
    });
    const onPopState = () => {
      const url = currentUrl();
      const match = matchPublicPage(url.pathname);
      if (!match) return window.location.reload();
      void show(match, url, (window.history.state as HistoryEntry)?.usr).then(setShown, () => window.location.reload());
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      registerNavigator(null);
      window.removeEventListener('popstate', onPopState);
    };
  }, [setShown]);
};

const PublicPages = ({ first }: { first: Shown }) => {
  const [shown, setShown] = useState(first);
  usePublicNavigation(setShown);
  useGuards(shown);
  const { Page, location } = shown;
  return (
    <>
      <AuthFrame location={location}>
        <Page />
      </AuthFrame>
      <SnackbarArea />
      <InstallBanner />
    </>
  );
};

/** Mounts the page at the current address (main.tsx only sends addresses `matchPublicPage` takes). */
export const mount = async (container: HTMLElement) => {
  const url = currentUrl();
  const match = matchPublicPage(url.pathname);
  if (!match) throw new Error(`Not a public page: ${url.pathname}`);
  configureApiEvents();
  void restoreSession();
  const first = await show(match, url, (window.history.state as HistoryEntry)?.usr);
  createRoot(container, {
    onUncaughtError: (error, info) => console.error('Uncaught error', error, info.componentStack),
    onRecoverableError: (error) => console.warn('Recovered from error', error),
  }).render(
    <StrictMode>
      <AppErrorBoundary>
        <PublicPages first={first} />
      </AppErrorBoundary>
    </StrictMode>,
  );
};
