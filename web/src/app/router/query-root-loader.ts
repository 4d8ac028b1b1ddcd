import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { RouteHandle } from '../guards/types';
import { loadRouteChunk } from './chunk-reload';

type QueryRootComponent = ComponentType<{ children: ReactNode }>;

let QueryRoot: QueryRootComponent | null = null;
const listeners = new Set<() => void>();

/** True unless the page (the deepest matched route) declares `queryFree`. */
export const needsQueryClient = (handles: readonly unknown[]) =>
  !(handles.at(-1) as RouteHandle | undefined)?.queryFree;

/** Downloads React Query and its provider (once); the root loader awaits it before such a page renders. */
export const loadQueryRoot = async () => {
  if (QueryRoot) return;
  const module = await loadRouteChunk(() => import('../query-root'));
  QueryRoot = module.default;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The provider once loaded (it then stays, so later pages never remount for it), else null. */
export const useQueryRoot = () => useSyncExternalStore(subscribe, () => QueryRoot);
