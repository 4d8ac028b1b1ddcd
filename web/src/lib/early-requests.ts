/**
 * GET requests started before the app's code has downloaded: the session check and the opened screen's first data,
 * which the page's HTML preloads (the Worker adds them: worker/lib/first-paint.ts, for the screens of
 * app/router/first-paint-screens.ts). The entry (main.tsx) takes them over with the same fetch, so the browser uses
 * the preloaded response; the API client answers the first call for the same address with it instead of asking
 * again, so the largest paint no longer waits for the app's code, then the session, then the data, one after the other
 * (DESIGN §11, decisions "First paint, session 9" and "session 10 — paint-shell").
 * Each response is used once; what the first screen did not use is dropped once it has rendered.
 */
const started = new Map<string, Promise<Response>>();
/** The early responses the first screen took (the session check, its data). */
const taken: Promise<Response>[] = [];

/**
 * Starts the GETs, as the API client would send them on a fresh load (the cookie, no bearer token, no brand), and as
 * the HTML preloads them (no extra header: the browser hands over a preloaded response only to an identical request).
 */
export const startEarlyRequests = (urls: readonly string[]) => {
  for (const url of urls) {
    const response = fetch(url, { credentials: 'same-origin' });
    response.catch(() => undefined); // a failure is the caller's to see when it takes the response
    started.set(url, response);
  }
};

/** The data addresses the page's HTML preloads (`<link rel="preload" as="fetch">`). */
export const preloadedData = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')).flatMap((link) => {
    const href = link.getAttribute('href');
    return href ? [href] : [];
  });

/** The response already requested for this address (once), or undefined. */
export const takeEarlyResponse = (url: string) => {
  const response = started.get(url);
  started.delete(url);
  if (response) taken.push(response);
  return response;
};

let firstScreenShown = () => {};
const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});

/**
 * Resolves once the first screen has painted: its route has loaded, the early responses it took have arrived, the main
 * thread has been idle after a frame, and no larger paint has followed for half a second (a screen may draw its data a
 * little later, e.g. after a lazy part). What that screen does not show (the notification list behind the bell's count,
 * the brand's subscription record) waits for it, so on a slow connection it does not take one of the browser's six
 * connections from a file or the data the screen waits for (decisions "First paint, session 16 — lcp-chain").
 */
export const afterFirstScreen = () => firstScreen;

const QUIET_MS = 500;

/** Runs `callback` once a frame has been drawn and the main thread is idle (at most 2 s later when it never is). */
const afterPaintAndIdle = (callback: () => void) => {
  const nextFrame = (then: () => void) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(then) : setTimeout(then, 16);
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(callback, { timeout: 2000 })
      : setTimeout(callback, 50);
  nextFrame(() => nextFrame(whenIdle));
};

/** Runs `callback` once the browser has reported no larger paint for `QUIET_MS` (without such reports: after it). */
const afterPaintsSettle = (callback: () => void) => {
  const canObserve =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
  const done = () => {
    observer?.disconnect();
    callback();
  };
  let timer = setTimeout(done, QUIET_MS);
  const observer = canObserve
    ? new PerformanceObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(done, QUIET_MS);
      })
    : undefined;
  observer?.observe({ type: 'largest-contentful-paint' });
};

/**
 * Forgets what the first screen did not use (a later visit must not read a response from another moment); called once
 * the first navigation has settled, which also starts the wait of `afterFirstScreen`.
 */
export const dropEarlyRequests = () => {
  started.clear();
  void Promise.allSettled(taken.splice(0)).then(() => afterPaintAndIdle(() => afterPaintsSettle(firstScreenShown)));
};
