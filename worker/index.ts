import { createApp } from './app';
import type { Env } from './env';
import { handleNotificationBatch } from './queues/notifications/handler';
import { runScheduledWork } from './scheduled';

const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  queue: (batch, env, _ctx) => handleNotificationBatch(batch, env),
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduledWork(controller, env)),
} satisfies ExportedHandler<Env>;
