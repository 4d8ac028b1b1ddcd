import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { MATCH_STATUSES } from '@schemas/campaign';
import styles from './brand-campaigns.module.css';
import { formatMoney, MATCH_STATUS_LABELS } from '@/lib/format';

const STATUS_ORDER = MATCH_STATUSES;
const COLORS: Record<string, string> = {
  invited: '#2160d8',
  applied: '#b45309',
  proposed: '#6e5bf6',
  countered: '#8b5cf6',
  accepted: '#0f7b55',
  contracted: '#0b6546',
  completed: '#3b2ba3',
  declined: '#d3302f',
  removed: '#9ea6b7',
  expired: '#cfd4de',
};

/** Creators by match status, as a bar per status (with a table for screen readers). */
export const CreatorsByStatusChart = ({ counts }: { counts: Record<string, number> }) => {
  const data = STATUS_ORDER.filter((s) => counts[s]).map((s) => ({
    status: MATCH_STATUS_LABELS.brand[s],
    key: s,
    n: counts[s]!,
  }));
  return (
    <figure style={{ margin: 0 }}>
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%" debounce={200}>
          <BarChart data={data} layout="vertical" margin={{ left: 24, right: 16 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="status" width={110} />
            <Tooltip />
            <Bar dataKey="n" name="Creators" radius={[0, 6, 6, 0]}>
              {data.map((d) => (
                <Cell key={d.key} fill={COLORS[d.key]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className={styles.srOnly}>
        <caption>Creators by status</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.key}>
              <th scope="row">{d.status}</th>
              <td>{d.n}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};

/** Paid, committed and offered money stacked against the budget. */
export const SpendChart = ({
  budget,
  paid,
  committed,
  offered,
  currency,
}: {
  budget: number;
  paid: number;
  committed: number;
  offered: number;
  currency: string;
}) => {
  const data = [
    { name: 'Budget', value: budget, fill: '#cfc7ff' },
    { name: 'Committed', value: committed, fill: '#6e5bf6' },
    { name: 'Open offers', value: offered, fill: '#ada0fd' },
    { name: 'Paid', value: paid, fill: '#0f7b55' },
  ];
  return (
    <figure style={{ margin: 0 }}>
      <div className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%" debounce={200}>
          <BarChart data={data} margin={{ left: 16, right: 16 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="name" interval={0} />
            <YAxis tickFormatter={(v: number) => formatMoney(v, currency)} width={80} />
            <Tooltip formatter={(v) => formatMoney(Number(v), currency)} />
            <Bar dataKey="value" radius={[6, 6, 0, 0]}>
              {data.map((d) => (
                <Cell key={d.name} fill={d.fill} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className={styles.srOnly}>
        <caption>Spend against budget</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.name}>
              <th scope="row">{d.name}</th>
              <td>{formatMoney(d.value, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
