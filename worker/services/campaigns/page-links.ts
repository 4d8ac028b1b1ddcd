/** `next` / `previous` links of a paginated list (DESIGN §3), keeping every other query parameter. */
export const pageLinks = (url: string, page: number, pageSize: number, count: number) => {
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
