const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/** Every http(s) link in a mail: the ones in the text, and the hrefs of the HTML version. */
export const extractLinks = (text: string, html?: string | null): string[] => {
  const links = new Set(text.match(URL_PATTERN) ?? []);
  if (html && typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const anchor of Array.from(doc.querySelectorAll('a[href]'))) {
      const href = anchor.getAttribute('href') ?? '';
      if (/^https?:\/\//.test(href)) links.add(href);
    }
  }
  return [...links];
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A link to this app (on any local port, or this host) becomes a path, so clicking it opens it in the
 * app being tested here — e.g. the worker on :8787 wrote the link but the tester runs Vite on :5173.
 */
export const toAppPath = (href: string): string | null => {
  try {
    const url = new URL(href);
    if (LOCAL_HOSTS.has(url.hostname) || url.host === window.location.host)
      return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // Not a URL: leave it alone.
  }
  return null;
};

/** Splits text into plain parts and link parts, for rendering links clickable. */
export const splitLinks = (text: string): Array<{ text: string; href?: string }> => {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: match[0], href: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
};
