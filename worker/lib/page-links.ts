/** `next` / `previous` links of a paginated list (DESIGN §3), keeping every other query parameter. */
const pageLinks = (url: string, page: number, pageSize: number, count: number) => {
  const link = (p: number) => {
    const u = new URL(url);
    u.searchParams.set('page', String(p));
    u.searchParams.set('page_size', String(pageSize));
    return `${u.pathname}${u.search}`;
  };
  return {
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize)))) : null,
  };
};

/** A list page as a service returns it: the route adds the `next` / `previous` links with `withPageLinks`. */
export type TUnlinkedPage<T extends { next: unknown; previous: unknown }> = Omit<T, 'next' | 'previous'>;

/**
 * The route's half of pagination: links from the request URL and the page asked for, so services never see the
 * request. Keeps the response's key order (`count`, `next`, `previous`, then the rest).
 */
export const withPageLinks = <T extends { count: number }>(
  url: string,
  { page, page_size }: { page: number; page_size: number },
  result: T,
) => {
  const { count, ...rest } = result;
  return { count, ...pageLinks(url, page, page_size, count), ...rest };
};

/**
 * One list page with its links: `list` is called with the page asked for (`page`, `pageSize`), the route's
 * other filters already in hand.
 */
export const linkedPage = async <T extends { count: number }>(
  url: string,
  query: { page: number; page_size: number },
  list: (page: { page: number; pageSize: number }) => Promise<T>,
) => withPageLinks(url, query, await list({ page: query.page, pageSize: query.page_size }));
