/**
 * GET requests the entry (main.tsx) starts before the app's code has downloaded: the session check and the opened
 * screen's first data (app/router/area-tables.ts). The API client answers the first call for the same address with
 * the response already on its way instead of asking again, so the largest paint no longer waits for the app's code,
 * then the session, then the data, one after the other (DESIGN §11, decisions "First paint, session 9").
 * Each response is used once; what the first screen did not use is dropped once it has rendered.
 */
const started = new Map<string, Promise<Response>>();

/** Starts the GETs, as the API client would send them on a fresh load (the cookie, no bearer token, no brand). */
export const startEarlyRequests = (urls: readonly string[]) => {
  for (const url of urls) {
    const response = fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    response.catch(() => undefined); // a failure is the caller's to see when it takes the response
    started.set(url, response);
  }
};

/** The response already requested for this address (once), or undefined. */
export const takeEarlyResponse = (url: string) => {
  const response = started.get(url);
  started.delete(url);
  return response;
};

/** Forgets what the first screen did not use (a later visit must not read a response from another moment). */
export const dropEarlyRequests = () => started.clear();
