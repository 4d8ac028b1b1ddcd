import { afterEach, describe, expect, it, vi } from 'vitest';

/** Fresh copies of the early requests and of the first-screen wait (it happens once per page). */
const loadEarlyRequests = async () => {
  vi.resetModules();
  const [early, firstScreen] = await Promise.all([import('@/lib/early-requests'), import('@/lib/first-screen')]);
  return {
    ...early,
    ...firstScreen,
    /** What the router does once the first navigation has settled (app/router/router.ts). */
    settleFirstNavigation: () => {
      early.dropEarlyRequests();
      firstScreen.firstNavigationSettled(early.takenEarlyResponses());
    },
  };
};

/** A fetch whose answer the test gives when it wants. */
const heldFetch = () => {
  let answer: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal('fetch', () => response);
  return () => answer(Response.json({}));
};

/** Whether `promise` has settled within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

afterEach(() => vi.unstubAllGlobals());

describe('what waits for the first screen (the notification list, the subscription record)', () => {
  it('waits until the first navigation has settled and the early responses it took have arrived', async () => {
    const answer = heldFetch();
    const early = await loadEarlyRequests();
    early.startEarlyRequests(['/api/auth/me/', '/api/influencer/dashboard/']);
    void early.takeEarlyResponse('/api/influencer/dashboard/');
    const firstScreen = early.afterFirstScreen();

    expect(await settlesWithin(firstScreen, 800)).toBe(false); // the navigation has not settled
    early.settleFirstNavigation();
    expect(await settlesWithin(firstScreen, 800)).toBe(false); // the screen's data has not arrived
    answer();
    expect(await settlesWithin(firstScreen, 2000)).toBe(true);
  });

  it('waits for nothing but a frame and a quiet moment when the screen took no early response', async () => {
    heldFetch();
    const early = await loadEarlyRequests();
    early.startEarlyRequests(['/api/auth/me/']);
    early.settleFirstNavigation();
    expect(await settlesWithin(early.afterFirstScreen(), 2000)).toBe(true);
  });
});
