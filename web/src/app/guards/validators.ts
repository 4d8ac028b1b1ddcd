import type { RouteParams } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isUuid = (value: string | undefined): boolean => Boolean(value && UUID.test(value));

/** Valid only when every named parameter is present (spec §5: uuid and token together). */
export const requireParams =
  (...names: string[]) =>
  (params: RouteParams): boolean =>
    names.every((name) => Boolean(params[name]?.trim()));

/** Valid only when every named parameter is a UUID. */
export const requireUuids =
  (...names: string[]) =>
  (params: RouteParams): boolean =>
    names.every((name) => isUuid(params[name]));
