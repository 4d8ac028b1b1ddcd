import { yieldToMain } from '@/lib/yield-to-main';

/**
 * The review panel's code (media, versions, comments and the review form with its validation library) loads when a
 * deliverable is opened or soon after the list has painted, never before the list (DESIGN §11).
 */
export const loadReviewPanel = () => import('./review-panel');

/**
 * The panel's modules, imported one after another: each import runs what the previous ones have not, so the panel's
 * code runs in four tasks (the validation and form libraries with the smallest schema module, then the content
 * schemas, then the review's, then the panel; zod builds each schema when its module runs). Imported in one go, they
 * were one task of module evaluation of 430–860 ms (4× CPU slowdown, under load) a few seconds after the list had
 * painted (decisions "First paint, session 17 — tbt-start").
 */
const PANEL_IN_STEPS = [
  () => import('@schemas/pagination'),
  () => import('@schemas/content'),
  () => import('@schemas/content-review'),
  loadReviewPanel,
];

/** Runs the panel's code ahead of a click, each step in a task of its own. */
export const warmUpReviewPanel = async () => {
  for (const step of PANEL_IN_STEPS) {
    await yieldToMain();
    await step();
  }
};
