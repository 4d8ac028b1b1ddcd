import { data, matchRoutes, redirect, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { restoreSession } from '@/lib/auth/session';
import { authStore } from '@/lib/stores/auth-store';
import { runGuards } from '../guards/run-guards';
import type { GuardResult } from '../guards/types';
import { loadQueryRoot, needsQueryClient } from './query-root-loader';
import { yieldToMain } from '@/lib/yield-to-main';

export type NotFoundData = { title: string; path: string };

/** 404 "Page Not Found" with the full path (spec §8: failed validation, first-load guard false/error). */
const pageNotFound = (path: string) =>
  data<NotFoundData>({ title: 'Page Not Found', path }, { status: 404, statusText: 'Page Not Found' });

type GuardLoaderOptions = {
  getRoutes: () => RouteObject[];
  /** True until the router has finished its first navigation. */
  isInitialLoad: () => boolean;
  /** Where the user is now (to stay there when a later navigation is refused). */
  currentPath: () => string;
};

/**
 * The route middleware runner: the root route's loader runs on every navigation (shouldRevalidate → true),
 * waits for the session to be restored, matches the target against the route table and applies the
 * guards and validations declared in the matched routes' `handle`. It matches in a task of its own: on the first
 * load the session is often known already, and this would else run in the router's starting task (decisions
 * "First paint, session 16 — tbt-router").
 */
export const createGuardLoader =
  ({ getRoutes, isInitialLoad, currentPath }: GuardLoaderOptions) =>
  async ({ request }: LoaderFunctionArgs) => {
    await restoreSession();
    await yieldToMain();
    const url = new URL(request.url);
    const fullPath = `${url.pathname}${url.search}${url.hash}`;
    const matches = matchRoutes(getRoutes(), url.pathname) ?? [];
    const { user, selectedBrand } = authStore.getState();
    const initial = isInitialLoad();

    let result: GuardResult;
    try {
      result = runGuards(
        { pathname: url.pathname, search: url.search, user, selectedBrandId: selectedBrand?.id ?? null },
        matches.map((match) => ({ handle: match.route.handle, params: match.params })),
      );
    } catch (error) {
      if (!initial) throw error;
      console.error(error);
      throw pageNotFound(fullPath);
    }

    switch (result.type) {
      case 'allow':
        if (needsQueryClient(matches.map((match) => match.route.handle))) await loadQueryRoot();
        return null;
      case 'redirect':
        throw result.replace ? replace(result.to) : redirect(result.to);
      case 'invalid':
        throw pageNotFound(fullPath);
      case 'deny':
        // First load: 404. Later: refuse the navigation and stay where the user is.
        if (initial) throw pageNotFound(fullPath);
        throw replace(currentPath());
    }
  };
