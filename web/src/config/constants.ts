/** Business constants of spec §9 used by the web app. */

/** Breakpoints in px (spec §9). CSS media queries repeat these numbers; keep them in sync with tokens.css. */
const BREAKPOINTS = { mobile: 0, tablet: 431, desktop: 1024, widescreen: 1216, fullhd: 1408 } as const;
/** Below the desktop breakpoint sidebars collapse into a top bar with a drawer. */
export const SIDEBAR_COLLAPSE_QUERY = `(max-width: ${BREAKPOINTS.desktop - 1}px)`;

export const QUERY_STALE_TIME_MS = 30_000;
export const QUERY_REFETCH_INTERVAL_MS = 300_000;
export const QUERY_GC_TIME_MS = 300_000;
export const QUERY_RETRIES = 2;

export const SNACKBAR_DEFAULT_DURATION_MS = 5_000;
export const SUBSCRIPTION_MAX_AGE_MS = 600_000;
export const ONBOARDING_TRIGGER_RESET_MS = 100;
export const ROUTE_PRELOAD_CONCURRENCY = 4;
/** How long after the page has loaded an area starts preloading its other screens (after the first paint). */
export const ROUTE_PRELOAD_DELAY_MS = 2_000;

/** localStorage / cookie names owned by the web app. */
export const STORAGE_KEYS = {
  selectedBrand: 'social-loop:selected-brand',
  subscriptionPrefix: 'social-loop:subscription:',
  installDismissed: 'social-loop:install-dismissed',
  chunkReload: 'social-loop:chunk-reload',
  /** sessionStorage: the new campaign typed in this tab and not saved yet (survives a reload). */
  unsavedCampaign: 'social-loop:unsaved-campaign',
  internalTour: 'campaign_dashboard_internal_tour',
} as const;

export const CLIENT_COOKIES = ['csrftoken', 'remember_me'] as const;
