import { describe, expect, it } from 'vitest';
import { firstPaintManifest } from '../../scripts/lib/first-paint-manifest';
import { AREA_NAV_SCREENS } from '../../web/src/app/router/first-paint-screens';
import { firstPaintLinks, withHeadLinks, type FirstPaintManifest } from '../../worker/lib/first-paint';

const MANIFEST: FirstPaintManifest = {
  areas: {
    brand: { scripts: ['/assets/app-entry.js', '/assets/brand-routes.js'], styles: ['/assets/app.css'] },
    creator: { scripts: ['/assets/app-entry.js', '/assets/creator-routes.js'], styles: [] },
  },
  screens: [
    {
      path: '/brand/campaigns',
      files: { scripts: ['/assets/dash.js'], styles: ['/assets/dash.css'] },
      data: ['/api/c/?a=1&b=2'],
    },
    {
      path: '/brand/campaigns/content/:uuid',
      files: { scripts: ['/assets/review.js'], styles: [] },
      data: ['/api/r/?id=:uuid'],
    },
  ],
  afterLoad: {
    brand: { scripts: ['/assets/dash.js', '/assets/wallet.js'], styles: ['/assets/dash.css'] },
    creator: { scripts: ['/assets/events.js', '/assets/forms.js'], styles: ['/assets/events.css'] },
  },
  publicPaths: ['/brand/signup'],
  session: '/api/auth/me/',
};
const links = (address: string, hasSession = true) =>
  firstPaintLinks(MANIFEST, new URL(`https://app.test${address}`), hasSession);

describe('the preloads a signed-in screen’s HTML carries', () => {
  it('a measured screen: its area’s and its own files, the session check and its first data', () => {
    expect(links('/brand/campaigns')).toBe(
      [
        '<link rel="preload" as="fetch" crossorigin href="/api/auth/me/">',
        '<link rel="preload" as="fetch" crossorigin href="/api/c/?a=1&amp;b=2">',
        '<link rel="preload" as="style" crossorigin href="/assets/app.css">',
        '<link rel="preload" as="style" crossorigin href="/assets/dash.css">',
        '<link rel="modulepreload" crossorigin href="/assets/app-entry.js">',
        '<link rel="modulepreload" crossorigin href="/assets/brand-routes.js">',
        '<link rel="modulepreload" crossorigin href="/assets/dash.js">',
        '<meta name="next-screens" content="/assets/wallet.js">',
      ].join(''),
    );
    expect(links('/brand/campaigns/')).toBe(links('/brand/campaigns'));
  });

  it('fills the address’s id into the data address, and refuses anything but an id there', () => {
    expect(links('/brand/campaigns/content/5c1d-AB12')).toContain('href="/api/r/?id=5c1d-AB12"');
    const odd = links('/brand/campaigns/content/%22%3E%3Cscript%3E');
    expect(odd).not.toContain('/api/r/');
    expect(odd).not.toContain('/assets/review.js');
    expect(odd).toContain('/assets/brand-routes.js');
  });

  it('another view of the screen, or no session cookie: the files and the session check, not the data', () => {
    for (const html of [links('/brand/campaigns?status=draft'), links('/brand/campaigns', false)]) {
      expect(html).toContain('href="/api/auth/me/"');
      expect(html).not.toContain('/api/c/');
      expect(html).toContain('/assets/dash.js');
    }
  });

  it('another screen of the area: the area’s files and the session check', () => {
    expect(links('/creator/profile')).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/me/">' +
        '<link rel="modulepreload" crossorigin href="/assets/app-entry.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/creator-routes.js">' +
        '<meta name="next-screens" content="/assets/events.js /assets/forms.js /assets/events.css">',
    );
  });

  it('names its navigation’s files for after the load, without preloading them', () => {
    const html = links('/creator/dashboard');
    expect(html).toContain(
      '<meta name="next-screens" content="/assets/events.js /assets/forms.js /assets/events.css">',
    );
    expect(html).not.toMatch(/<link[^>]+events/);
    // Less what the page preloads for its own paint: on another screen of the area, all of them.
    expect(links('/brand/wallet')).toContain(
      '<meta name="next-screens" content="/assets/dash.js /assets/wallet.js /assets/dash.css">',
    );
  });

  it('public pages, even under an area’s prefix, get nothing', () => {
    expect(links('/brand/signup')).toBe('');
    expect(links('/brand/signup/')).toBe('');
    expect(links('/login')).toBe('');
    expect(links('/')).toBe('');
  });

  it('goes at the end of the head', () => {
    expect(withHeadLinks('<html><head><title>x</title></head><body></body></html>', '<link>')).toBe(
      '<html><head><title>x</title><link>\n</head><body></body></html>',
    );
    expect(withHeadLinks('<p>no head</p>', '<link>')).toBe('<p>no head</p>');
  });
});

describe('the build’s first-paint manifest', () => {
  const chunk = (
    fileName: string,
    moduleIds: string[],
    imports: string[] = [],
    css: string[] = [],
    isEntry = false,
  ) => ({ type: 'chunk' as const, fileName, isEntry, imports, moduleIds, viteMetadata: { importedCss: new Set(css) } });
  const src = (module: string) => `/repo/web/src/${module}`;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', [src('main.tsx')], ['assets/vendor-react.js'], ['assets/index.css'], true),
      chunk('assets/vendor-react.js', ['/repo/node_modules/react/index.js']),
      chunk(
        'assets/app-entry.js',
        [src('app/app-entry.tsx')],
        ['assets/vendor-react.js', 'assets/router.js'],
        ['assets/app.css'],
      ),
      chunk('assets/router.js', ['/repo/node_modules/react-router/index.js']),
      chunk('assets/query-root.js', [src('app/query-root.tsx')], ['assets/vendor-react.js']),
      ...['brand', 'creator', 'internal', 'staff'].map((area) =>
        chunk(`assets/${area}-routes.js`, [src(`app/router/${area}-routes.tsx`)], ['assets/router.js']),
      ),
      chunk(
        'assets/pages.js',
        [
          src('app/layouts/brand-navbar-page.tsx'),
          src('features/brand-campaigns/routes/campaigns-dashboard-page.tsx'),
          src('app/layouts/influencer-layout.tsx'),
          src('features/creator-campaigns/routes/dashboard-page.tsx'),
          src('app/layouts/creators-database-layout.tsx'),
          src('features/brand-creators/routes/creator-database-page.tsx'),
          src('app/layouts/brand-campaign-layout.tsx'),
          src('features/content-review/routes/content-review-page.tsx'),
        ],
        ['assets/app-entry.js', 'assets/cards.js'],
        ['assets/pages.css'],
      ),
      chunk('assets/cards.js', [src('components/card.tsx')]),
      chunk(
        'assets/nav-screens.js',
        Object.values(AREA_NAV_SCREENS).flatMap((screens) => Object.values(screens).flat().map(src)),
        ['assets/app-entry.js', 'assets/forms.js'],
        ['assets/nav.css'],
      ),
      chunk('assets/forms.js', ['/repo/node_modules/zod/index.js']),
    ].map((c) => [c.fileName, c]),
  );

  it('lists what each screen runs before it paints that index.html does not load already', () => {
    const manifest = firstPaintManifest(bundle);
    expect(manifest.areas.brand).toEqual({
      scripts: ['/assets/app-entry.js', '/assets/router.js', '/assets/query-root.js', '/assets/brand-routes.js'],
      styles: ['/assets/app.css'],
    });
    const dashboard = manifest.screens.find((screen) => screen.path === '/brand/campaigns')!;
    expect(dashboard.files).toEqual({
      scripts: ['/assets/pages.js', '/assets/cards.js'],
      styles: ['/assets/pages.css'],
    });
    expect(dashboard.data).toEqual(['/api/brand/campaigns/?status=active&page=1&page_size=9']);
    expect(manifest.publicPaths).toEqual(['/brand/signup', '/creator/signup']);
  });

  it('lists the files of each area’s navigation screens that the area has not loaded yet', () => {
    const { afterLoad } = firstPaintManifest(bundle);
    expect(afterLoad.brand).toEqual({
      scripts: ['/assets/pages.js', '/assets/cards.js', '/assets/nav-screens.js', '/assets/forms.js'],
      styles: ['/assets/pages.css', '/assets/nav.css'],
    });
    expect(Object.keys(afterLoad)).toEqual(['brand', 'creator', 'internal']);
  });

  it('fails the build when a listed module is in no chunk', () => {
    const { ['assets/query-root.js']: _gone, ...without } = bundle;
    expect(() => firstPaintManifest(without)).toThrow(/app\/query-root\.tsx/);
  });
});
