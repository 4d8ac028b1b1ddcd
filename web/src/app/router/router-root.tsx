import { startTransition, useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router's provider, safe to render first in a transition. `RouterProvider` takes the router's state when it first
 * renders and subscribes to it only once committed; a transition renders in slices with the browser free in between,
 * so the router may settle meanwhile (an unmatched address does at once) and the provider would keep showing the state
 * it started with ("Loading…" for good). When the router has moved on by the commit, the provider starts again from
 * the router's current state, in a transition too (the router's next update would often have brought it up to date:
 * the new start must not be one long task).
 */
export const RouterRoot = ({ router }: { router: AppRouter }) => {
  const [start, setStart] = useState(0);
  const stateAtRender = router.state;
  useLayoutEffect(() => {
    if (router.state !== stateAtRender) startTransition(() => setStart((n) => n + 1));
  }, [router, stateAtRender]);
  return <RouterProvider key={start} router={router} />;
};
