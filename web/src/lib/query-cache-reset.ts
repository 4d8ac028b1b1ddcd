let clear: (() => void) | null = null;

/** Called by the query client when it is created (it is loaded only for pages that use it). */
export const registerQueryCacheClear = (clearCache: () => void) => {
  clear = clearCache;
};

/** Empties React Query's cache on sign-out — nothing to do when no page has loaded it yet. */
export const clearQueryCache = () => clear?.();
