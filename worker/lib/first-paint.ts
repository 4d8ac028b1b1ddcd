/** The name of the `<meta>` listing the files the page downloads (without running them) after it has loaded. */
const NEXT_SCREENS_META = 'next-screens';

/** A set of build files to preload: scripts as module preloads, stylesheets as style preloads (never render-blocking). */
type Preloads = { scripts: string[]; styles: string[] };

/**
 * What the web build writes to dist/web/first-paint.json (scripts/lib/first-paint-manifest.ts, from the table in
 * web/src/app/router/first-paint-screens.ts): for each signed-in area the files every one of its screens runs before
 * it paints, and for the measured screens their own files and first data.
 */
export type FirstPaintManifest = {
  areas: Record<string, Preloads>;
  screens: { path: string; files: Preloads; data: string[] }[];
  /** Per area, the files of its navigation's screens, downloaded without running after the page has loaded. */
  afterLoad: Record<string, Preloads>;
  publicPaths: string[];
  session: string;
};

/** The addresses the Worker answers with the app's HTML and its preloads (wrangler.toml `run_worker_first`). */
export const SIGNED_IN_PAGE = /^\/(brand|creator|internal|staff)\//;

/** An address segment that may stand in a data address (ids are UUIDs; anything else gets no data preload). */
const SAFE_SEGMENT = /^[A-Za-z0-9-]{1,64}$/;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The segments of `pathname` named by `pattern`'s `:name` parts, or null when the pattern does not match. */
const matchPath = (pattern: string, pathname: string): Record<string, string> | null => {
  const want = pattern.split('/');
  const have = pathname.replace(/\/$/, '').split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const segment = have[i]!;
    if (part.startsWith(':')) {
      if (!SAFE_SEGMENT.test(segment)) return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return null;
  }
  return params;
};

const fill = (address: string, params: Record<string, string>) =>
  address.replace(/:([A-Za-z]+)/g, (whole, name: string) => params[name] ?? whole);

/**
 * The `<link>` tags that let the browser download, together with the app's entry, what the screen at `url` waits for:
 * its area's files, its own files, the session check and (for a visitor with a session cookie, on an address without
 * search parameters) its first data. The entry takes those responses instead of asking again
 * (web/src/lib/early-requests.ts). Public pages under an area's prefix (sign-up) get nothing.
 */
export const firstPaintLinks = (manifest: FirstPaintManifest, url: URL, hasSession: boolean): string => {
  const pathname = url.pathname.replace(/\/$/, '') || '/';
  if (manifest.publicPaths.includes(pathname)) return '';
  const area = manifest.areas[pathname.split('/')[1] ?? ''];
  if (!area) return '';
  const screen = manifest.screens
    .map((candidate) => ({ candidate, params: matchPath(candidate.path, pathname) }))
    .find(({ params }) => params !== null);
  const scripts = [...area.scripts, ...(screen?.candidate.files.scripts ?? [])];
  const styles = [...area.styles, ...(screen?.candidate.files.styles ?? [])];
  // The session check always (the page's own requests carry the SameSite=Strict cookie even when a navigation from
  // another site did not); the screen's data only when the navigation carried a session.
  const data = [
    manifest.session,
    ...(screen && hasSession && !url.search ? screen.candidate.data.map((d) => fill(d, screen.params!)) : []),
  ];
  // The area's navigation screens, less what this page preloads already (the screen may be one of them).
  const preloaded = new Set([...scripts, ...styles]);
  const afterLoad = manifest.afterLoad[pathname.split('/')[1] ?? ''];
  const next = [...(afterLoad?.scripts ?? []), ...(afterLoad?.styles ?? [])].filter((file) => !preloaded.has(file));
  return [
    ...data.map((href) => `<link rel="preload" as="fetch" crossorigin href="${attribute(href)}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${attribute(href)}">`),
    ...[...new Set(scripts)].map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
    // Only named here: the page starts these downloads itself once it has loaded (web/src/app/router/preload.ts).
    ...(next.length ? [`<meta name="${NEXT_SCREENS_META}" content="${attribute(next.join(' '))}">`] : []),
  ].join('');
};

/** The HTML with `links` at the end of its head. */
export const withHeadLinks = (html: string, links: string) => {
  const end = html.indexOf('</head>');
  return !links || end < 0 ? html : `${html.slice(0, end)}${links}\n${html.slice(end)}`;
};
