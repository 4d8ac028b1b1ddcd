/**
 * Operations whose round trips are still over target (1 for a read, 2 for a state change; DESIGN §11), so the
 * round-trip test lets them pass. This list may only shrink: the test names the operations on it that now meet the
 * target (a warning, not a failure: a few answer in fewer round trips when their lists happen to be empty). The
 * last entries are reads the demo data does not always reach (other test files create their objects).
 */
export const OVER_TARGET = new Set<string>([]);
