import { STORAGE_KEYS } from '../../config/constants';

let pendingTarget: () => string | null = () => null;

/** The router tells us where a navigation in progress is heading. */
export const trackPendingNavigation = (getter: () => string | null) => {
  pendingTarget = getter;
};

const RELOAD_WINDOW_MS = 10_000;

const reloadedRecently = (target: string) => {
  try {
    const record = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.chunkReload) ?? 'null') as {
      target: string;
      at: number;
    } | null;
    return record?.target === target && Date.now() - record.at < RELOAD_WINDOW_MS;
  } catch {
    return false;
  }
};

/**
 * Loads a route's code. If the chunk fails to load during a navigation (typically: a new deploy removed the
 * old hashed files) the target path is loaded with a full page load instead (spec §8). A second failure
 * for the same target within 10 s is thrown to the error screen rather than reloading in a loop.
 */
export const loadRouteChunk = async <T>(importer: () => Promise<T>): Promise<T> => {
  try {
    return await importer();
  } catch (error) {
    const target = pendingTarget();
    if (!target || reloadedRecently(target)) throw error;
    try {
      sessionStorage.setItem(STORAGE_KEYS.chunkReload, JSON.stringify({ target, at: Date.now() }));
    } catch {
      // Without sessionStorage we still reload once; the browser cache makes a loop unlikely.
    }
    window.location.assign(target);
    return new Promise<T>(() => {});
  }
};
