import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { GuardName, RouteHandle } from '../guards/types';
import { requireUuids } from '../guards/validators';
import { loadRouteChunk } from './chunk-reload';

export type LayoutName =
  | 'auth'
  | 'brand-campaign'
  | 'brand-my-account'
  | 'brand'
  | 'creator-campaign'
  | 'creators-database'
  | 'default'
  | 'influencer'
  | 'strategist-my-account'
  | 'strategist'
  | 'view-wrapper';

type PageModule = { default: ComponentType };
type Importer = () => Promise<PageModule>;
type RouteOptions = {
  middleware?: readonly GuardName[];
  validate?: RouteHandle['validate'];
  /** See RouteHandle.queryFree. */
  queryFree?: boolean;
};

const handleOf = (options: RouteOptions, extra: Partial<RouteHandle> = {}): RouteHandle => ({
  middleware: options.middleware,
  validate: options.validate,
  queryFree: options.queryFree,
  ...extra,
});

/** A lazily loaded page (its module default-exports the screen). */
export const page = (path: string, importer: Importer, options: RouteOptions = {}): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await loadRouteChunk(importer)).default }),
  handle: handleOf(options, { preload: importer }),
});

/** A pathless layout route wrapping its children (spec layout names). */
export const layout = (
  name: LayoutName,
  importer: Importer,
  children: RouteObject[],
  options: RouteOptions = {},
): RouteObject => ({
  lazy: async () => ({ Component: (await loadRouteChunk(importer)).default }),
  handle: handleOf(options, { layout: name, preload: importer }),
  children,
});

/**
 * The pages of one signed-in area, all behind the area's guards: `guarded` for a plain page, `withUuid` for a page
 * whose `:uuid` must be a UUID (anything else is the not-found screen, without asking the server).
 */
export const areaPages = (middleware: readonly GuardName[]) => ({
  guarded: (path: string, importer: Importer, options: Omit<RouteOptions, 'middleware'> = {}) =>
    page(path, importer, { ...options, middleware }),
  withUuid: (path: string, importer: Importer) => page(path, importer, { middleware, validate: requireUuids('uuid') }),
});
