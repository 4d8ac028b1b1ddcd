import { HTTPException } from 'hono/http-exception';
import { timing } from 'hono/timing';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './lib/context';
import { AppError } from './lib/errors';
import { authenticate } from './lib/middleware/authenticate';
import {
  limitApiBodies,
  limitBody,
  MAX_PAYMENT_WEBHOOK_BYTES,
  MAX_SOCIAL_WEBHOOK_BYTES,
} from './lib/middleware/body-limit';
import { csrf } from './lib/middleware/csrf';
import { requestContext } from './lib/middleware/request-context';
import { staticData } from './lib/middleware/static-data';
import { createRootRouter } from './lib/openapi';
import { authRoutes } from './routes/auth';
import { brandCampaignRoutes } from './routes/brand-campaigns';
import { brandCreatorDatabaseRoutes } from './routes/brand-creator-database';
import { brandMatchRoutes } from './routes/brand-matches';
import { brandProfileRoutes } from './routes/brand-profile';
import { brandSavedProfileRoutes } from './routes/brand-saved-profiles';
import { commonRoutes } from './routes/common';
import { devRoutes } from './routes/dev';
import { DOCS_SCRIPT, DOCS_STYLESHEET, docsPage } from './http/docs-page';
import { notificationRoutes } from './routes/notifications';
import { paymentRoutes } from './routes/payment';
import { paymentBillingRoutes } from './routes/payment-billing';
import { paymentPlanRoutes } from './routes/payment-plans';
import { sessionRoutes } from './routes/sessions';
import { uploadRoutes } from './routes/uploads';
import { influencerContentRoutes } from './routes/influencer-content';
import { influencerCampaignRoutes } from './routes/influencer-campaigns';
import { influencerEventRoutes } from './routes/influencer-events';
import { influencerMatchRoutes } from './routes/influencer-matches';
import { influencerProfileRoutes } from './routes/influencer-profile';
import { influencerSettingsRoutes } from './routes/influencer-settings';
import { influencerSocialRoutes } from './routes/influencer-social';
import { influencerWorkRoutes } from './routes/influencer-work';
import { phylloRoutes } from './routes/phyllo';
import { socialWebhookRoutes } from './routes/webhooks-social';
import { paymentWebhookRoutes } from './routes/webhooks-payments';
import { paymentSandboxDevRoutes } from './routes/payment-sandbox-dev';
import { messagingRoutes } from './routes/messaging';
import { brandContentReviewRoutes } from './routes/brand-content-review';
import { brandMetricsRoutes } from './routes/brand-metrics';
import { brandWalletRoutes } from './routes/brand-wallet';
import { brandSpendRoutes } from './routes/brand-spend';
import { influencerPaymentRoutes } from './routes/influencer-payments';
import { internalOrganizationRoutes } from './routes/internal-organizations';
import { staffCreatorRoutes } from './routes/staff-creators';
import { brandTeamRoutes } from './routes/brand-team';
import { supportRoutes } from './routes/support';
import { staffUserRoutes } from './routes/staff-users';
import { staffBrandRoutes } from './routes/staff-brands';
import { staffOperationRoutes } from './routes/staff-operations';
import { profilePictureRoutes } from './routes/profile-pictures';
import { accountSettingsRoutes } from './routes/account-settings';
import { internalCheckinRoutes } from './routes/internal-checkins';
import { internalEventRoutes } from './routes/internal-events';
import { internalTeamRoutes } from './routes/internal-team';
import { accountManagerRoutes } from './routes/account-manager';
import { brandManagedServiceRoutes } from './routes/brand-managed-service';
import type { Context } from 'hono';
import { mountAreas } from './lib/mount-areas';

const errorBody = (c: Context<AppEnv>, err: AppError) =>
  c.json(
    { detail: err.detail, code: err.code, ...(err.fields ? { fields: err.fields } : {}) },
    err.status as ContentfulStatusCode,
    err.headers,
  );

/** Builds the API once: request context, auth, CSRF, the area routers, OpenAPI document, error mapping. */
export const createApp = () => {
  const app = createRootRouter().basePath('/api');
  // Server-Timing `total`: the Worker's own time for the request (what the search benchmark reports).
  // Static data answers a revalidation before the session is read (lib/middleware/static-data.ts).
  app.use('*', timing({ totalDescription: 'Worker' }), requestContext, limitApiBodies, staticData, authenticate, csrf);
  app.use('/webhooks/social/', limitBody(MAX_SOCIAL_WEBHOOK_BYTES, 'A social-data webhook body'));
  app.use('/webhooks/payments/', limitBody(MAX_PAYMENT_WEBHOOK_BYTES, 'A payment webhook body'));

  // One chain, so `ApiApp` carries every route (web/src/lib/api-client.ts types its calls from it).
  // Order matters: `/brand/spent/…` is mounted before the campaign routes (`/brand/campaigns/{id}/` would capture it).
  const api = app.route(
    '/',
    mountAreas(
      authRoutes,
      sessionRoutes,
      commonRoutes,
      notificationRoutes,
      paymentRoutes,
      paymentPlanRoutes,
      paymentBillingRoutes,
      devRoutes,
      brandSpendRoutes,
      brandCampaignRoutes,
      brandMatchRoutes,
      brandCreatorDatabaseRoutes,
      brandSavedProfileRoutes,
      brandProfileRoutes,
      uploadRoutes,
      influencerContentRoutes,
      influencerProfileRoutes,
      influencerCampaignRoutes,
      influencerMatchRoutes,
      influencerWorkRoutes,
      influencerEventRoutes,
      influencerSettingsRoutes,
      influencerSocialRoutes,
      phylloRoutes,
      socialWebhookRoutes,
      paymentWebhookRoutes,
      paymentSandboxDevRoutes,
      messagingRoutes,
      brandContentReviewRoutes,
      brandMetricsRoutes,
      brandWalletRoutes,
      influencerPaymentRoutes,
      internalOrganizationRoutes,
      staffCreatorRoutes,
      brandTeamRoutes,
      supportRoutes,
      staffUserRoutes,
      staffBrandRoutes,
      staffOperationRoutes,
      profilePictureRoutes,
      accountSettingsRoutes,
      internalCheckinRoutes,
      internalEventRoutes,
      internalTeamRoutes,
      accountManagerRoutes,
      brandManagedServiceRoutes,
    ),
  );

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Social Loop API',
      version: '1.0.0',
      description: 'Every call of the Social Loop web app. JSON in snake_case; errors are `{detail, code, fields?}`.',
    },
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.get('/docs/', (c) => c.html(docsPage('/api/openapi.json')));
  app.get('/docs/docs.css', (c) => c.body(DOCS_STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get('/docs/docs.js', (c) => c.body(DOCS_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));

  app.notFound((c) =>
    c.json({ detail: `No such API route: ${c.req.method} ${c.req.path}`, code: 'route_not_found' }, 404),
  );
  app.onError((err, c) => {
    if (err instanceof AppError) return errorBody(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      const detail = err.status === 400 ? 'The request body is not valid JSON.' : err.message || 'Bad request.';
      return errorBody(c, new AppError('validation_error', detail, { status: err.status }));
    }
    const requestId = c.get('requestId');
    console.error(
      JSON.stringify({
        level: 'error',
        request_id: requestId,
        path: c.req.path,
        error: String(err),
        stack: (err as Error)?.stack,
      }),
    );
    return c.json(
      {
        detail: 'Something went wrong on our side. Try again in a moment.',
        code: 'internal_error',
        request_id: requestId,
      },
      500,
    );
  });
  return api;
};

/** @public The web app imports it from the emitted declarations (`@api-types/app`), which knip does not follow. */
export type ApiApp = ReturnType<typeof createApp>;
