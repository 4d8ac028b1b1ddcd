/**
 * The review panel's code (media, versions, comments and the review form with its validation library) loads when a
 * deliverable is opened or soon after the list has painted, never before the list (DESIGN §11).
 */
export const loadReviewPanel = () => import('./review-panel');
