import { describe, expect, it } from 'vitest';
import { cronsOfWranglerToml, parseCron } from '../../scripts/lib/cron-schedule';

const at = (iso: string) => new Date(iso);

describe('cron schedule of npm start', () => {
  it('matches every fifth minute', () => {
    const every5 = parseCron('*/5 * * * *');
    expect(every5.matches(at('2026-01-01T10:05:00Z'))).toBe(true);
    expect(every5.matches(at('2026-01-01T10:00:00Z'))).toBe(true);
    expect(every5.matches(at('2026-01-01T10:07:00Z'))).toBe(false);
  });

  it('matches a daily time, ranges, lists and weekdays in UTC', () => {
    expect(parseCron('30 3 * * *').matches(at('2026-01-01T03:30:00Z'))).toBe(true);
    expect(parseCron('30 3 * * *').matches(at('2026-01-01T04:30:00Z'))).toBe(false);
    expect(parseCron('0 9-17/4 * * 1-5').matches(at('2026-01-05T13:00:00Z'))).toBe(true); // a Monday
    expect(parseCron('0 9-17/4 * * 1-5').matches(at('2026-01-04T13:00:00Z'))).toBe(false); // a Sunday
    expect(parseCron('0 0 1,15 * *').matches(at('2026-02-15T00:00:00Z'))).toBe(true);
    expect(parseCron('0 0 * * 7').matches(at('2026-01-04T00:00:00Z'))).toBe(true);
  });

  it('refuses malformed expressions', () => {
    expect(() => parseCron('* * * *')).toThrow();
    expect(() => parseCron('61 * * * *')).toThrow();
    expect(() => parseCron('*/0 * * * *')).toThrow();
  });

  it('reads the top-level crons of wrangler.toml', () => {
    const toml =
      '[vars]\nA = "1"\n\n[triggers]\ncrons = ["*/5 * * * *", "0 3 * * *"]\n\n[env.production]\ntriggers = { crons = ["1 * * * *"] }\n';
    expect(cronsOfWranglerToml(toml)).toEqual(['*/5 * * * *', '0 3 * * *']);
  });
});
