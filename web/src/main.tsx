import './components/styles/tokens.css';
import './components/styles/base.css';
import { matchPublicPage } from './app/public-pages';
import { AREA_TABLES, signedInAreaOf } from './app/router/area-tables';
import { preloadedData, startEarlyRequests } from './lib/early-requests';
import { captureInstallPrompt } from './lib/pwa/capture-install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';

captureInstallPrompt();
registerServiceWorker();

const container = document.getElementById('root');

/** Shown when the app cannot even start (e.g. its code failed to download). */
const showStartupFailure = (target: HTMLElement) => {
  target.innerHTML =
    '<div style="max-width:420px;margin:20vh auto;padding:24px;text-align:center;font-family:system-ui,sans-serif">' +
    '<h1 style="font-size:1.4rem;margin:0 0 8px">Social Loop could not start</h1>' +
    '<p style="color:#4f586b;margin:0 0 16px">Check your connection and reload the page.</p>' +
    '<button type="button" style="padding:10px 16px;border-radius:8px;border:0;background:#5a45e8;color:#fff;font:inherit;cursor:pointer">Reload</button></div>';
  target.querySelector('button')?.addEventListener('click', () => window.location.reload());
};

type Entry = { mount: (target: HTMLElement) => void | Promise<void> };

/**
 * The landing page and the public pages (sign-in, sign-up, password reset, activation) boot on their own (no router):
 * a first visit stays small and fast. A public page's own code downloads together with its entry. (One statement per
 * entry, not one conditional expression: the bundler would give both imports the app's list of files to preload.)
 */
const loadEntry = (pathname: string): Promise<Entry> => {
  if (pathname === '/') return import('./app/landing-entry');
  const publicPage = matchPublicPage(pathname);
  if (publicPage) {
    publicPage.page.load().catch(() => undefined); // the entry asks again and reports a failure
    return import('./app/public-entry');
  }
  // A signed-in screen's route table downloads together with the app's code, so the router finds the page's code
  // without waiting for it; a failure here is left to the router, which asks again.
  const area = signedInAreaOf(pathname);
  if (area) AREA_TABLES[area]().catch(() => undefined);
  // The session check and the screen's first data the HTML preloads are taken over now, so the API client finds them.
  startEarlyRequests(preloadedData());
  return import('./app/app-entry');
};

if (container) {
  loadEntry(window.location.pathname)
    .then(({ mount }) => mount(container))
    .catch((error: unknown) => {
      console.error('Social Loop failed to start', error);
      showStartupFailure(container);
    });
}
