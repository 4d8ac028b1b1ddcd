import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ApiBody, ApiOutput, ApiPath, ApiRequestParts } from '@/lib/api-contract';
import type { api } from '@/lib/api-client';
import type { ZBrandProfile, ZBrandProfileUpdate } from '@schemas/brand-profile';
import type { ZCampaignDetail } from '@schemas/campaign';

// Type-level proof that the Worker's `ApiApp` (worker/app.ts, one chain of the area routers) carries its routes
// into the web client: `npm run typecheck` fails when a route below disappears, or its body or answer changes.
// (The assertions are checked by tsc; at run time they are no-ops.)
type Json<T> = T extends (infer I)[] ? Json<I>[] : T extends object ? { [K in keyof T]: Json<T[K]> } : T;

describe('the typed API contract', () => {
  it('knows every area’s routes by method, with `{id}` written `:id`', () => {
    expectTypeOf<'/brand/profile/'>().toExtend<ApiPath<'patch'>>();
    expectTypeOf<'/brand/campaigns/:id/'>().toExtend<ApiPath<'get'>>();
    expectTypeOf<'/influencer/rates/:id/'>().toExtend<ApiPath<'delete'>>();
    expectTypeOf<'/internal/events/:id/attendees/:creatorId/promote/'>().toExtend<ApiPath<'post'>>();
    expectTypeOf<'/staff/users/'>().toExtend<ApiPath<'get'>>();
    expectTypeOf<'/payment/brand/billing/'>().toExtend<ApiPath<'get'>>();
    expectTypeOf<'/auth/login/'>().toExtend<ApiPath<'post'>>();
  });

  it('refuses a path that is no route, and a method the route does not answer', () => {
    expectTypeOf<'/brand/profil/'>().not.toExtend<ApiPath<'get'>>();
    expectTypeOf<'/brand/campaigns/123/'>().not.toExtend<ApiPath<'get'>>();
    expectTypeOf<'/brand/profile/'>().not.toExtend<ApiPath<'delete'>>();
  });

  it('takes the request schema’s input type as the body and the response schema as the answer', () => {
    expectTypeOf<ApiBody<'/brand/profile/', 'patch'>>().toEqualTypeOf<z.input<typeof ZBrandProfileUpdate>>();
    expectTypeOf<ApiOutput<'/brand/profile/', 'patch'>>().toEqualTypeOf<Json<z.output<typeof ZBrandProfile>>>();
    expectTypeOf<ApiOutput<'/brand/campaigns/:id/', 'get'>>().toEqualTypeOf<Json<z.output<typeof ZCampaignDetail>>>();
  });

  it('requires the path parameters and types the search parameters', () => {
    expectTypeOf<ApiRequestParts<'/brand/campaigns/:id/', 'get'>>().toEqualTypeOf<
      { param: { id: string } } & {
        query?: never;
      }
    >();
    expectTypeOf<ApiRequestParts<'/notification/my/', 'get'>>()
      .toHaveProperty('query')
      .toEqualTypeOf<{ all?: 'true' | 'false' } | undefined>();
    // @ts-expect-error a search parameter the route does not take
    expectTypeOf<ApiRequestParts<'/notification/my/', 'get'>>().toEqualTypeOf<{ query?: { every: string } }>();
  });

  it('types the client call: a wrong body or a missing parameter does not compile', () => {
    type Api = typeof api;
    expectTypeOf<Parameters<Api['patch']>>().not.toBeNever();
    const calls = (client: Api) => [
      // @ts-expect-error the profile's name is a string
      client.patch('/brand/profile/', { name: 42 }),
      // @ts-expect-error a campaign is read by its id
      client.get('/brand/campaigns/:id/'),
      // @ts-expect-error no such route
      client.get('/brand/campaign/'),
      client.get('/brand/campaigns/:id/', { param: { id: 'c1' } }),
    ];
    expectTypeOf(calls).returns.items.toExtend<Promise<unknown>>();
  });
});
