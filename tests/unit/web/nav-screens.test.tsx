import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AREAS } from '@/app/layouts/nav-items';
import type { RouteHandle } from '@/app/guards/types';
import { loadAreaRoutes } from '@/app/router/area-routes';
import { AREA_NAV_SCREENS } from '@/app/router/first-paint-screens';

/** The modules a navigation to `link` runs: the importers of the routes it matches, loaded and compared by identity. */
const modulesRunFor = async (area: keyof typeof AREA_NAV_SCREENS, link: string) => {
  const matches = matchRoutes(await loadAreaRoutes(area), link) ?? [];
  const loaded = await Promise.all(
    matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.preload?.() ?? []),
  );
  return loaded.flat();
};

describe('the navigation screens the build lists for download after the load (first-paint-screens.ts)', () => {
  it.each(Object.keys(AREA_NAV_SCREENS) as (keyof typeof AREA_NAV_SCREENS)[])(
    'the %s area: one entry per link of its navigation, naming exactly the modules the link runs',
    async (area) => {
      const listed: Record<string, readonly string[]> = AREA_NAV_SCREENS[area];
      expect(Object.keys(listed)).toEqual(AREAS[area].nav.map((item) => item.to));
      for (const [link, modules] of Object.entries(listed)) {
        const expected = await Promise.all(modules.map((module) => import(/* @vite-ignore */ `@/${module}`)));
        const run = await modulesRunFor(area, link);
        expect(run, link).toHaveLength(expected.length);
        for (const module of expected) expect(run, link).toContain(module);
      }
    },
    60_000,
  );
});
