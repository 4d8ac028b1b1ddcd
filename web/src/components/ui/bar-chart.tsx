import styles from './bar-chart.module.css';

type BarChartRow = { key: string; label: string; value: number; color: string };

type BarChartProps = {
  /** Read by screen readers as the table's name (the card around the chart shows it visually). */
  caption: string;
  rows: readonly BarChartRow[];
  format?: (value: number) => string;
};

/**
 * A horizontal bar chart drawn as a table: each row is a label, a bar as long as its share of the largest value, and
 * the value written out — so screen readers read the same table sighted users see, and it fits a 390 px phone.
 * No chart library: every chart in the app is drawn by this or by the line chart.
 */
export const BarChart = ({ caption, rows, format = String }: BarChartProps) => {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <table className={styles.chart}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={styles.label}>
              {row.label}
            </th>
            <td className={styles.cell}>
              <div className={styles.track}>
                <span
                  className={styles.bar}
                  aria-hidden="true"
                  style={{ width: `${(Math.max(0, row.value) / max) * 80}%`, background: row.color }}
                />
                <span className={styles.value}>{format(row.value)}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
