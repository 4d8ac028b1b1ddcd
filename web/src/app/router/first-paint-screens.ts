/**
 * What a signed-in screen needs before its first paint, announced in the page's HTML by the Worker (DESIGN §11,
 * decisions "First paint, session 10 — paint-shell"): the web build turns the modules below into the files they are
 * in (scripts/lib/first-paint-manifest.ts), and the Worker adds a preload of each, and of the data, to the HTML of
 * the matching address (worker/lib/first-paint.ts). The browser then downloads the area's route table, the page's
 * code and its first data together with the app's entry, instead of one after the other as each piece is found.
 * Plain data with no imports: the build and the tests read it too.
 */

/** The route table of each signed-in area (the entry starts it too: area-tables.ts), under web/src. */
export const AREA_ROUTE_TABLES = {
  brand: 'app/router/brand-routes.tsx',
  creator: 'app/router/creator-routes.tsx',
  internal: 'app/router/internal-routes.tsx',
  staff: 'app/router/staff-routes.tsx',
} as const;

/** What every signed-in screen runs before it paints besides its area's table: the app and React Query's root. */
export const SIGNED_IN_FRAME = ['app/app-entry.tsx', 'app/query-root.tsx'] as const;

/** The public pages under an area's prefix: they are not signed-in screens. */
export const PUBLIC_PAGES_IN_AREAS = ['/brand/signup', '/creator/signup'] as const;

/** The session check every signed-in screen starts with (the root guard's `/auth/me/`). */
export const SESSION_CHECK = '/api/auth/me/';

export type FirstPaintScreen = {
  /** The route's path (`:name` stands for one segment). */
  path: string;
  /** Its layout and page modules, under web/src. */
  code: readonly string[];
  /**
   * The GETs its first paint shows, exactly as the page's first queries send them (tests/unit/web/first-data.test.ts),
   * with `:name` replaced by the address's segment. Only when opened without search parameters: another tab, page or
   * search asks for other data.
   */
  data: readonly string[];
};

/** The screens DESIGN §11 measures (each area's first screen, the creator database and content review). */
export const FIRST_PAINT_SCREENS: readonly FirstPaintScreen[] = [
  {
    path: '/brand/campaigns',
    code: ['app/layouts/brand-navbar-page.tsx', 'features/brand-campaigns/routes/campaigns-dashboard-page.tsx'],
    data: ['/api/brand/campaigns/?status=active&page=1&page_size=9'],
  },
  {
    path: '/creator/dashboard',
    code: ['app/layouts/influencer-layout.tsx', 'features/creator-campaigns/routes/dashboard-page.tsx'],
    data: ['/api/influencer/dashboard/'],
  },
  {
    path: '/brand/creators',
    code: ['app/layouts/creators-database-layout.tsx', 'features/brand-creators/routes/creator-database-page.tsx'],
    data: ['/api/brand/creator-database/?page=1&page_size=20'],
  },
  {
    path: '/brand/campaigns/content/:uuid',
    code: ['app/layouts/brand-campaign-layout.tsx', 'features/content-review/routes/content-review-page.tsx'],
    data: ['/api/influencer/campaign-deliverable/by-campaign/?campaign_id=:uuid&page=1&page_size=100'],
  },
];

/**
 * The layout and page modules of each area's main navigation (layouts/nav-items.tsx), by link. A while after a
 * signed-in screen has loaded, their files are downloaded but not run (`<link rel="modulepreload">`), so a click
 * finds the code at hand without the page spending main-thread time on screens it may never open (decisions
 * "First paint, session 14 — app-paint"). tests/unit/web/nav-screens.test.ts checks each list against the route tables.
 */
export const AREA_NAV_SCREENS = {
  brand: {
    '/brand/campaigns': [
      'app/layouts/brand-navbar-page.tsx',
      'features/brand-campaigns/routes/campaigns-dashboard-page.tsx',
    ],
    '/brand/creators': [
      'app/layouts/creators-database-layout.tsx',
      'features/brand-creators/routes/creator-database-page.tsx',
    ],
    '/brand/wallet': ['app/layouts/brand-layout.tsx', 'features/wallet/routes/wallet-page.tsx'],
    '/brand/billing': ['app/layouts/brand-layout.tsx', 'features/billing/routes/billing-page.tsx'],
    '/brand/profile': ['app/layouts/brand-layout.tsx', 'features/brand-profile/routes/brand-profile-page.tsx'],
    '/brand/settings/profile': [
      'app/layouts/brand-my-account-layout.tsx',
      'features/brand-profile/routes/brand-settings-page.tsx',
    ],
    '/brand/support': ['app/layouts/brand-layout.tsx', 'app/brand-support-route.tsx'],
  },
  creator: {
    '/creator/dashboard': ['app/layouts/influencer-layout.tsx', 'features/creator-campaigns/routes/dashboard-page.tsx'],
    '/creator/campaigns': ['app/layouts/influencer-layout.tsx', 'features/creator-campaigns/routes/campaigns-page.tsx'],
    '/creator/campaigns/search': [
      'app/layouts/influencer-layout.tsx',
      'features/creator-campaigns/routes/search-page.tsx',
    ],
    '/creator/events': ['app/layouts/influencer-layout.tsx', 'features/creator-events/routes/events-page.tsx'],
    '/creator/notifications': [
      'app/layouts/influencer-layout.tsx',
      'features/notifications/routes/notifications-page.tsx',
    ],
    '/creator/profile': ['app/layouts/influencer-layout.tsx', 'features/creator-profile/routes/profile-page.tsx'],
    '/creator/settings/payments': [
      'app/layouts/influencer-layout.tsx',
      'features/creator-payments/routes/settings-payments-page.tsx',
    ],
    '/creator/settings/account': [
      'app/layouts/influencer-layout.tsx',
      'app/layouts/creator-account-settings-route.tsx',
    ],
    '/creator/settings/support': [
      'app/layouts/influencer-layout.tsx',
      'features/support/routes/creator-support-page.tsx',
    ],
  },
  internal: {
    '/internal/campaigns': [
      'app/layouts/strategist-layout.tsx',
      'features/brand-campaigns/routes/campaigns-dashboard-page.tsx',
    ],
    '/internal/creators': [
      'app/layouts/creators-database-layout.tsx',
      'features/brand-creators/routes/creator-database-page.tsx',
    ],
    '/internal/events': [
      'app/layouts/strategist-layout.tsx',
      'features/internal-events/routes/internal-events-page.tsx',
    ],
    '/internal/organizations': [
      'app/layouts/strategist-layout.tsx',
      'features/internal-organizations/routes/organizations-page.tsx',
    ],
    '/internal/settings/account': [
      'app/layouts/strategist-my-account-layout.tsx',
      'app/layouts/internal-account-settings-route.tsx',
    ],
  },
} as const satisfies Partial<Record<keyof typeof AREA_ROUTE_TABLES, Record<string, readonly string[]>>>;
