import { parseCron } from './cron-schedule';

/**
 * Runs the Worker's own `scheduled()` export on its cron schedule while `npm start` runs. `wrangler dev` never
 * fires cron triggers by itself and, with static assets, its `/cdn-cgi/handler/scheduled` reaches the assets
 * router instead of our Worker; `--test-scheduled` makes wrangler wrap the Worker so that `/__scheduled?cron=…`
 * dispatches a real scheduled event to it (the path is in `run_worker_first`). So the same handler production's
 * cron runs does the work, here once at start (catching up on the runs missed while the instance was stopped)
 * and then at every matching UTC minute.
 */
export const startLocalCron = ({
  url,
  crons,
  log = console.log,
}: {
  url: string;
  crons: string[];
  log?: (line: string) => void;
}) => {
  const schedules = crons.map(parseCron);
  const fire = async (expression: string) => {
    try {
      const res = await fetch(`${url}/__scheduled?cron=${encodeURIComponent(expression)}`);
      if (!res.ok) log(`Scheduled run "${expression}" answered ${res.status}`);
    } catch (e) {
      log(`Scheduled run "${expression}" failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  let lastMinute = Math.floor(Date.now() / 60_000);
  for (const s of schedules) void fire(s.expression);
  const timer = setInterval(() => {
    const minute = Math.floor(Date.now() / 60_000);
    if (minute === lastMinute) return;
    lastMinute = minute;
    const at = new Date(minute * 60_000);
    for (const s of schedules) if (s.matches(at)) void fire(s.expression);
  }, 1_000);
  return () => clearInterval(timer);
};
