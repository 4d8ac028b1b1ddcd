import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styles from './brand-creators.module.css';

type Props = { age: Record<string, number>; countries: Record<string, number>; femalePct: number | null };

const Table = ({ caption, rows }: { caption: string; rows: [string, number][] }) => (
  <table className={styles.srOnly}>
    <caption>{caption}</caption>
    <tbody>
      {rows.map(([k, v]) => (
        <tr key={k}>
          <th scope="row">{k}</th>
          <td>{v}%</td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** Audience by age, by country and by gender (each with a table for screen readers). */
const AudienceCharts = ({ age, countries, femalePct }: Props) => {
  const ageRows = Object.entries(age);
  const countryRows = Object.entries(countries).sort((a, b) => b[1] - a[1]);
  const gender =
    femalePct == null
      ? []
      : [
          { name: 'Women', value: femalePct, fill: '#6e5bf6' },
          { name: 'Men', value: 100 - femalePct, fill: '#ada0fd' },
        ];
  return (
    <div className={styles.grid3}>
      <figure style={{ margin: 0 }}>
        <figcaption className={styles.label}>Age</figcaption>
        <div className={styles.chart} aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%" debounce={200}>
            <BarChart data={ageRows.map(([k, v]) => ({ k, v }))}>
              <CartesianGrid vertical={false} strokeDasharray="3 3" />
              <XAxis dataKey="k" />
              <YAxis unit="%" width={40} />
              <Tooltip formatter={(v) => `${String(v)}%`} />
              <Bar dataKey="v" name="Share" fill="#6e5bf6" radius={[6, 6, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <Table caption="Audience by age" rows={ageRows} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption className={styles.label}>Countries</figcaption>
        <div className={styles.chart} aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%" debounce={200}>
            <BarChart data={countryRows.map(([k, v]) => ({ k, v }))} layout="vertical">
              <XAxis type="number" unit="%" />
              <YAxis type="category" dataKey="k" width={40} />
              <Tooltip formatter={(v) => `${String(v)}%`} />
              <Bar dataKey="v" name="Share" fill="#2160d8" radius={[0, 6, 6, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <Table caption="Audience by country" rows={countryRows} />
      </figure>
      {gender.length > 0 && (
        <figure style={{ margin: 0 }}>
          <figcaption className={styles.label}>Gender</figcaption>
          <div className={styles.chart} aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%" debounce={200}>
              <PieChart>
                <Legend formatter={(name: string) => `${name} ${gender.find((g) => g.name === name)?.value ?? 0}%`} />
                <Pie data={gender} dataKey="value" nameKey="name" innerRadius="55%">
                  {gender.map((g) => (
                    <Cell key={g.name} fill={g.fill} />
                  ))}
                </Pie>
                <Tooltip />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <Table caption="Audience by gender" rows={gender.map((g) => [g.name, g.value])} />
        </figure>
      )}
    </div>
  );
};

export default AudienceCharts;
