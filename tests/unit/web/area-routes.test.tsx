import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadAreaRoutes } from '@/app/router/area-routes';
import { areaOf, signedInAreaOf, type Area } from '@/app/router/area-tables';
import { publicRoutes } from '@/app/router/public-routes';

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

const AREAS: Area[] = ['brand', 'creator', 'internal', 'staff', 'dev'];

describe('area route tables (downloaded when their area is first visited)', () => {
  it('names the area of a path by its first segment', () => {
    expect(areaOf('/brand/campaigns')).toBe('brand');
    expect(areaOf('/creator/dashboard?tab=1')).toBe('creator');
    expect(areaOf('/internal/select-brand')).toBe('internal');
    expect(areaOf('/staff')).toBe('staff');
    expect(areaOf('/login')).toBeNull();
    expect(areaOf('/')).toBeNull();
    expect(areaOf('/constructor/x')).toBeNull();
  });

  it.each(AREAS)('every %s route lives under its area, so visiting the area finds it', async (area) => {
    const paths = pathsOf(await loadAreaRoutes(area));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(areaOf(path), path).toBe(area);
    // The entry starts downloading this table at once when the first page opened is one of these screens.
    for (const path of paths) expect(signedInAreaOf(path), path).toBe(area);
  });

  it('keeps the public pages out of every area (they paint without an area table)', () => {
    const publicPaths = pathsOf(publicRoutes);
    expect(publicPaths).toEqual(expect.arrayContaining(['/login', '/brand/signup', '/creator/signup']));
    // /brand/signup and /creator/signup sit under an area's prefix but match exactly, so no table is needed for them.
    for (const path of publicPaths.filter((p) => !['/brand/signup', '/creator/signup'].includes(p)))
      expect(areaOf(path), path).toBeNull();
    // The entry downloads no area table for any public page, not even those under an area's prefix.
    for (const path of publicPaths) expect(signedInAreaOf(path), path).toBeNull();
    expect(signedInAreaOf('/brand/signup/')).toBeNull();
  });
});
