import { MESSAGE_MATCHER_IS_ALREADY_BUILT, UnsupportedPathError, type Result, type Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/**
 * What joins a word to the path before it in the table. A request's path never holds it after our rewrite: a URL's
 * path has no raw space, and one sent as `%20` (Hono decodes it) is refused (no route), so the joined form is no alias.
 */
const JOIN = ' ';
const isParam = (segment: string) => segment.startsWith(':');
const isWord = (segment: string) => segment !== '' && !isParam(segment) && !segment.includes('*');
/** A position in the table: the segments before it, each parameter written `:`. */
const positionOf = (segments: string[], end: number) =>
  segments
    .slice(0, end)
    .map((s) => (isParam(s) ? ':' : s))
    .join('/');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The positions where the table puts a word beside a parameter, with their words. */
const mixedPositions = (paths: string[]) => {
  const children = new Map<string, Set<string>>();
  for (const path of paths) {
    const segments = path.split('/');
    for (let i = 1; i < segments.length; i++) {
      const position = positionOf(segments, i);
      if (!children.has(position)) children.set(position, new Set());
      children.get(position)!.add(isParam(segments[i]!) ? ':' : segments[i]!);
    }
  }
  const mixed = new Map<string, string[]>();
  for (const [position, segments] of children) {
    const words = [...segments].filter(isWord);
    if (segments.has(':') && words.length > 0) mixed.set(position, words);
  }
  return mixed;
};

/** The table's path with each word that shares its position with a parameter joined to what comes before it. */
const wordsJoined = (path: string, mixed: Map<string, string[]>) => {
  const segments = path.split('/');
  let joined = segments[0]!;
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i]!;
    joined += (mixed.get(positionOf(segments, i))?.includes(segment) ? JOIN : '/') + segment;
  }
  return joined;
};

/** A request path's rewrite: the `/` before each such word becomes the join (one position per path at most). */
const requestRewrite = (mixed: Map<string, string[]>) => {
  const positions = [...mixed].map(([position, words]) => {
    const before = position
      .split('/')
      .map((s) => (s === ':' ? '[^/]+' : escape(s)))
      .join('/');
    return `${before}/(?=(?:${words.map(escape).join('|')})(?:/|$))`;
  });
  return new RegExp(`^(?:${positions.join('|')})`);
};

/**
 * Hono's RegExpRouter matches a request with one regular expression for the whole table, but refuses a table that
 * puts a word and a parameter at the same position (`/brand/campaigns/delete/{id}/` beside `/brand/campaigns/{id}/`),
 * and SmartRouter then serves every request from the slower trie router. The spec's paths are kept; this router keeps
 * such words apart instead: in its table and in each request's path, a word that shares its position with a parameter
 * is joined to the path before it without a `/`, so the parameter is alone at its position. A segment that is such a
 * word therefore reaches the word's route, never the parameter's (the parameters are ids, never these words), as the
 * app's route order already made it. A table it cannot serve so (a wildcard past such a position, such a word inside
 * another's position) is refused, and SmartRouter falls back to the trie router (tests/worker/router.test.ts fails).
 */
class WordsApartRouter<T> implements Router<T> {
  name = 'WordsApartRouter';
  #routes: [string, string, T][] | undefined = [];
  #table = new RegExpRouter<T>();
  #rewrite: RegExp | undefined;

  add(method: string, path: string, handler: T) {
    if (!this.#routes) throw new Error(MESSAGE_MATCHER_IS_ALREADY_BUILT);
    this.#routes.push([method, path, handler]);
  }

  match(method: string, path: string): Result<T> {
    if (this.#routes) this.#build(this.#routes);
    if (path.includes(JOIN)) return [[]];
    const rewrite = this.#rewrite;
    return this.#table.match(method, rewrite ? path.replace(rewrite, (before) => before.slice(0, -1) + JOIN) : path);
  }

  #build(routes: [string, string, T][]) {
    const mixed = mixedPositions(routes.map(([, path]) => path));
    for (const position of mixed.keys()) {
      const wildcardPast = routes.some(([, path]) => {
        const before = path.split('*')[0]!.split('/');
        return path.includes('*') && positionOf(before, before.length).startsWith(`${position}/`);
      });
      const inside = wordsJoined(position, mixed) !== position;
      if (wildcardPast || inside) throw new UnsupportedPathError(position);
    }
    for (const [method, path, handler] of routes) this.#table.add(method, wordsJoined(path, mixed), handler);
    this.#rewrite = mixed.size > 0 ? requestRewrite(mixed) : undefined;
    this.#routes = undefined;
  }
}

/** The API's router: words kept apart on RegExpRouter, or (for a table it refuses) Hono's trie router. */
export const apiRouter = <T>() => new SmartRouter<T>({ routers: [new WordsApartRouter<T>(), new TrieRouter<T>()] });
