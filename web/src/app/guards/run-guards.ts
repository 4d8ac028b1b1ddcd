import { GLOBAL_GUARDS } from './global-guards';
import { NAMED_GUARDS } from './named-guards';
import {
  GUARD_NAMES,
  type GuardContext,
  type GuardName,
  type GuardResult,
  type RouteHandle,
  type RouteParams,
} from './types';

export type MatchedRoute = { handle?: RouteHandle | unknown; params: RouteParams };

const isGuardName = (name: string): name is GuardName => (GUARD_NAMES as readonly string[]).includes(name);

const handleOf = (match: MatchedRoute): RouteHandle => (match.handle ?? {}) as RouteHandle;

/** The named guards of all matched routes, parents first, each once. Throws on an unknown name. */
export const collectMiddleware = (matches: readonly MatchedRoute[]): GuardName[] => {
  const names: GuardName[] = [];
  for (const match of matches) {
    for (const name of handleOf(match).middleware ?? []) {
      if (!isGuardName(name)) throw new Error('Unknown route middleware');
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
};

/**
 * Decides a navigation: the two global guards (suspended, role redirects), then the named guards the
 * matched routes declare, then the pages' parameter validation. Pure: no React, no router, no storage.
 */
export const runGuards = (context: Omit<GuardContext, 'params'>, matches: readonly MatchedRoute[]): GuardResult => {
  const names = collectMiddleware(matches);
  const params = matches.at(-1)?.params ?? {};
  const full: GuardContext = { ...context, params };

  for (const guard of GLOBAL_GUARDS) {
    const result = guard(full);
    if (result) return result.type === 'allow' ? validate(matches) : result;
  }
  for (const name of names) {
    const result = NAMED_GUARDS[name](full);
    if (result && result.type !== 'allow') return result;
  }
  return validate(matches);
};

const validate = (matches: readonly MatchedRoute[]): GuardResult => {
  for (const match of matches) {
    const check = handleOf(match).validate;
    if (check && !check(match.params)) return { type: 'invalid' };
  }
  return { type: 'allow' };
};
