import { createApp } from './app';
import type { Env } from './env';
import { handleNotificationBatch } from './queues/notifications/handler';
import { sandboxPages } from './routes/sandbox-pages';
import { runScheduledWork } from './scheduled';

const app = createApp();

export default {
  fetch: (request, env, ctx) => {
    // The sandbox payment provider's hosted pages live outside /api, like a provider's own site would.
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/dev/checkout/') || pathname.startsWith('/dev/connect/')) return sandboxPages.fetch(request, env, ctx);
    return app.fetch(request, env, ctx);
  },
  queue: (batch, env, _ctx) => handleNotificationBatch(batch, env),
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduledWork(controller, env)),
} satisfies ExportedHandler<Env>;
