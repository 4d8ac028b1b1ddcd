/**
 * The five-field cron expressions of `wrangler.toml` `[triggers] crons` (minute hour day-of-month month
 * day-of-week, in UTC as Cloudflare runs them): `*`, numbers, `a-b` ranges, `a,b` lists and `/n` steps.
 * `npm start` uses it to run the Worker's scheduled handler on the same schedule production does.
 */
type Field = { min: number; max: number };
const FIELDS: Field[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
];

const expandPart = (part: string, { min, max }: Field): number[] => {
  const [range, stepText] = part.split('/');
  const step = stepText === undefined ? 1 : Number(stepText);
  let from = min;
  let to = max;
  if (range !== '*') {
    const [a, b] = range!.split('-');
    from = Number(a);
    to = b === undefined ? (stepText === undefined ? from : max) : Number(b);
  }
  if (![from, to, step].every(Number.isInteger) || step < 1 || from < min || to > max || from > to) {
    throw new Error(`cron field "${part}" is outside ${min}-${max}`);
  }
  const values: number[] = [];
  for (let v = from; v <= to; v += step) values.push(v);
  return values;
};

export type CronSchedule = { expression: string; matches: (at: Date) => boolean };

export const parseCron = (expression: string): CronSchedule => {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron "${expression}" needs five fields`);
  const sets = parts.map((p, i) => new Set(p.split(',').flatMap((item) => expandPart(item, FIELDS[i]!))));
  const [minutes, hours, days, months, weekdays] = sets as [
    Set<number>,
    Set<number>,
    Set<number>,
    Set<number>,
    Set<number>,
  ];
  if (weekdays.has(7)) weekdays.add(0);
  const dayRestricted = parts[2] !== '*';
  const weekdayRestricted = parts[4] !== '*';
  return {
    expression,
    matches: (at) => {
      const dayOk = days.has(at.getUTCDate());
      const weekdayOk = weekdays.has(at.getUTCDay());
      // As in classic cron: when both day fields are restricted, either may match.
      const dateOk = dayRestricted && weekdayRestricted ? dayOk || weekdayOk : dayOk && weekdayOk;
      return (
        minutes.has(at.getUTCMinutes()) && hours.has(at.getUTCHours()) && months.has(at.getUTCMonth() + 1) && dateOk
      );
    },
  };
};

/** The top-level `[triggers] crons` of a wrangler.toml (the environment a local `wrangler dev` runs). */
export const cronsOfWranglerToml = (toml: string): string[] => {
  const section = /^\[triggers\][^[]*?crons\s*=\s*\[([^\]]*)\]/m.exec(toml);
  if (!section) return [];
  return [...section[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
};
