import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TAudience } from '@schemas/social';
import styles from './creator-profile.module.css';

/** Spec §9: charts redraw at most every 200 ms while the window is resized. */
const RESIZE_DEBOUNCE_MS = 200;
const COLORS = { FEMALE: '#6e5bf6', MALE: '#2160d8', OTHER: '#0f7b55', bar: '#5a45e8' } as const;
const percent = (v: unknown) => `${Number(v).toFixed(1)} %`;

/** Gender × age: one row per age range, a bar per gender. */
const ageRows = (audience: TAudience) => {
  const ranges = [...new Set(audience.gender_age_distribution.map((g) => g.age_range))];
  return ranges.map((range) => ({
    range,
    ...Object.fromEntries(
      audience.gender_age_distribution.filter((g) => g.age_range === range).map((g) => [g.gender, g.value]),
    ),
  }));
};

const summary = (audience: TAudience) => {
  const female = audience.gender_age_distribution.filter((g) => g.gender === 'FEMALE').reduce((s, g) => s + g.value, 0);
  const top = audience.countries[0];
  return `${Math.round(female)} % women${top ? `; ${top.value} % in ${top.code}` : ''}.`;
};

/** Audience charts (loaded on demand: recharts stays out of the settings screen's first download). */
const AudienceCharts = ({ audience }: { audience: TAudience }) => (
  <div className={styles.grid2}>
    <figure
      className={styles.chart}
      aria-label={`Audience by country: ${audience.countries.map((c) => `${c.code} ${c.value} %`).join(', ')}`}
    >
      <figcaption>Top countries</figcaption>
      <ResponsiveContainer width="100%" height={220} debounce={RESIZE_DEBOUNCE_MS}>
        <BarChart data={audience.countries} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" unit="%" tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="code" width={40} tick={{ fontSize: 12 }} />
          <Tooltip formatter={percent} />
          <Bar dataKey="value" name="Audience" fill={COLORS.bar} radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
    <figure className={styles.chart} aria-label={`Audience by age and gender: ${summary(audience)}`}>
      <figcaption>Age and gender</figcaption>
      <ResponsiveContainer width="100%" height={220} debounce={RESIZE_DEBOUNCE_MS}>
        <BarChart data={ageRows(audience)} margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="range" tick={{ fontSize: 12 }} />
          <YAxis unit="%" width={40} tick={{ fontSize: 12 }} />
          <Tooltip formatter={percent} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="FEMALE" name="Women" fill={COLORS.FEMALE} />
          <Bar dataKey="MALE" name="Men" fill={COLORS.MALE} />
          <Bar dataKey="OTHER" name="Other" fill={COLORS.OTHER} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  </div>
);
export default AudienceCharts;
