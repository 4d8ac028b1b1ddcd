import type { TLoginResponse } from '@schemas/auth';
import type { TUser } from '@schemas/user';
import type { ResponseParser } from '@/lib/api-client';

/**
 * Response checks for the public pages' calls, by hand: the shared zod schemas would load zod before the sign-in page's
 * first paint. They check the shape the page relies on and reject anything else like a failed zod parse would.
 */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const unexpected = () => new Error('Social Loop answered in an unexpected way. Please try again.');

export const detailResponse: ResponseParser<{ detail: string }> = {
  parse: (data) => {
    if (isRecord(data) && typeof data.detail === 'string') return { detail: data.detail };
    throw unexpected();
  },
};

const isUser = (value: unknown): value is TUser =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.email === 'string' &&
  typeof value.status === 'string' &&
  typeof value.profile_of === 'string';

export const loginResponse: ResponseParser<TLoginResponse> = {
  parse: (data) => {
    if (isRecord(data) && typeof data.token === 'string' && isUser(data.user))
      return { token: data.token, user: data.user };
    throw unexpected();
  },
};
