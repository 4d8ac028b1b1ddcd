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

/** Forgets what the first screen did not use (a later visit must not read a response from another moment). */
export const dropEarlyRequests = () => started.clear();

/** The early responses the first screen took, once (lib/first-screen.ts waits for them). */
export const takenEarlyResponses = () => taken.splice(0);
