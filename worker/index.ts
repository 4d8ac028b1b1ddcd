import { createApp } from './app';
import { assertEnv, type Env } from './env';
import { serveBuildAsset } from './lib/build-asset';
import { serveAppPage } from './lib/app-page';
import { SIGNED_IN_PAGE } from './lib/first-paint';
import { ConfigError } from './lib/production-config';
import { withSecurityHeaders } from './lib/security-headers';
import { handleNotificationBatch } from './queues/notifications/handler';
import { sandboxPages } from './routes/sandbox-pages';
import { receiveSandboxWebhooksWith } from './services/payments/provider/sandbox/deliver';
import { runScheduledWork } from './scheduled';

const app = createApp();
receiveSandboxWebhooksWith(app);

/** A deployment without its secrets (or with development values in production) answers every request with why. */
const misconfigured = (e: ConfigError) => {
  console.error(JSON.stringify({ level: 'error', msg: 'configuration refused', problems: e.problems }));
  return Response.json(
    { detail: e.message, code: 'server_misconfigured' },
    { status: 503, headers: { 'Retry-After': '300', 'Cache-Control': 'no-store' } },
  );
};

const route = async (request: Request, env: Env, ctx: ExecutionContext): Promise<Response> => {
  try {
    assertEnv(env);
  } catch (e) {
    if (e instanceof ConfigError) return misconfigured(e);
    throw e;
  }
  const { pathname } = new URL(request.url);
  // The sandbox payment provider's hosted pages live outside /api, like a provider's own site would.
  if (pathname.startsWith('/dev/checkout/') || pathname.startsWith('/dev/connect/'))
    return sandboxPages.fetch(request, env, ctx);
  if (pathname.startsWith('/assets/')) return serveBuildAsset(request, env);
  // A signed-in screen's page: the app's HTML announcing the files and data its first paint waits for.
  if (SIGNED_IN_PAGE.test(pathname))
    return request.method === 'GET' ? serveAppPage(request, env) : env.ASSETS.fetch(request);
  return app.fetch(request, env, ctx);
};

export default {
  fetch: async (request, env, ctx) =>
    withSecurityHeaders(await route(request, env, ctx), { production: env.APP_ENV === 'production' }),
  queue: (batch, env, _ctx) => handleNotificationBatch(batch, env),
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduledWork(controller, env)),
} satisfies ExportedHandler<Env>;
