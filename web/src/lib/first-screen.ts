/**
 * When the first screen has painted. What that screen does not show (the notification list behind the bell's count,
 * the brand's subscription record) waits for it, so on a slow connection it does not take one of the browser's six
 * connections from a file or the data the screen waits for (decisions "First paint, session 16 — lcp-chain"). Only
 * the app loads this module: the public pages' entry stays as small as it was.
 */
let firstScreenShown = () => {};
const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});

/**
 * Resolves once the first screen has painted: its route has loaded, the early responses it took have arrived, the main
 * thread has been idle after a frame, and no larger paint has followed for half a second (a screen may draw its data a
 * little later, e.g. its rows in a transition or after a lazy part).
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

/** Called once the first navigation has settled, with the early responses its screen took (lib/early-requests.ts). */
export const firstNavigationSettled = (responses: readonly Promise<unknown>[]) => {
  void Promise.allSettled(responses).then(() => afterPaintAndIdle(() => afterPaintsSettle(firstScreenShown)));
};
