import { niceScale, spreadIndexes } from './chart-scale';
import styles from './line-chart.module.css';

export type LineSeries = {
  key: string;
  label: string;
  color: string;
  values: readonly number[];
  /** Series on the right axis have their own scale (e.g. engagements beside impressions). */
  axis?: 'left' | 'right';
  /** Fill the area under the line. */
  area?: boolean;
};

type LineChartProps = {
  /** The figure's accessible name: what the chart shows and what it says (a sentence a screen reader reads). */
  label: string;
  /** What the table alternative calls the x column (e.g. "Day"). */
  xTitle: string;
  xLabels: readonly string[];
  series: readonly LineSeries[];
  /** Axis ticks (short) and table cells (exact). */
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
};

const X_LABEL_COUNT = 4;

/** SVG points in a 100 × 100 box (the SVG stretches to its box; strokes keep their width). */
const points = (values: readonly number[], top: number) =>
  values.map((v, i) => {
    const x = values.length === 1 ? 50 : (i / (values.length - 1)) * 100;
    return `${x.toFixed(2)},${(100 - (Math.max(0, v) / top) * 100).toFixed(2)}`;
  });

const AxisLabels = ({
  ticks,
  top,
  side,
  format,
}: {
  ticks: number[];
  top: number;
  side: string;
  format: LineChartProps['formatTick'];
}) => (
  <div className={`${styles.yAxis} ${side}`} aria-hidden="true">
    {ticks.map((t) => (
      <span key={t} className={styles.yTick} style={{ top: `${100 - (t / top) * 100}%` }}>
        {format(t)}
      </span>
    ))}
  </div>
);

/**
 * A line chart drawn as one SVG (no chart library): lines and areas stretch with their box, so it redraws with the
 * layout and needs no resize handling; the axes and legend are HTML text. A table under "Show as table" has every
 * value, and the figure's name says what the chart shows.
 */
export const LineChart = ({ label, xTitle, xLabels, series, formatTick, formatValue }: LineChartProps) => {
  const scaleOf = (axis: 'left' | 'right') =>
    niceScale(Math.max(0, ...series.filter((s) => (s.axis ?? 'left') === axis).flatMap((s) => s.values)));
  const left = scaleOf('left');
  const right = series.some((s) => s.axis === 'right') ? scaleOf('right') : null;
  const topOf = (s: LineSeries) => (s.axis === 'right' && right ? right.top : left.top);
  const count = xLabels.length;
  return (
    <figure className={styles.figure} aria-label={label}>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((s) => (
          <li key={s.key}>
            <span className={styles.swatch} style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      <div className={styles.plotArea}>
        <AxisLabels ticks={left.ticks} top={left.top} side={styles.left!} format={formatTick} />
        <svg
          className={styles.plot}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {left.ticks.map((t) => (
            <line
              key={t}
              className={styles.grid}
              x1="0"
              x2="100"
              y1={100 - (t / left.top) * 100}
              y2={100 - (t / left.top) * 100}
            />
          ))}
          {series.map((s) => {
            const line = points(s.values, topOf(s));
            return (
              <g key={s.key} data-series={s.key}>
                {s.area && line.length > 0 && (
                  <path
                    className={styles.area}
                    d={`M${line[0]!.split(',')[0]},100 L${line.join(' L')} L${line.at(-1)!.split(',')[0]},100 Z`}
                    fill={s.color}
                  />
                )}
                <polyline className={styles.line} points={line.join(' ')} stroke={s.color} />
              </g>
            );
          })}
        </svg>
        {right ? <AxisLabels ticks={right.ticks} top={right.top} side={styles.right!} format={formatTick} /> : <span />}
        <div className={styles.xAxis} aria-hidden="true">
          {spreadIndexes(count, X_LABEL_COUNT).map((i) => (
            <span
              key={i}
              className={styles.xTick}
              style={{ left: `${count === 1 ? 50 : (i / (count - 1)) * 100}%` }}
              data-edge={i === 0 ? 'start' : i === count - 1 ? 'end' : undefined}
            >
              {xLabels[i]}
            </span>
          ))}
        </div>
      </div>
      <details className={styles.details}>
        <summary>Show as table</summary>
        <div
          className={styles.tableScroll}
          tabIndex={0}
          role="region"
          aria-label={`${label.split('. ')[0]}, as a table`}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{xTitle}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {xLabels.map((x, i) => (
                <tr key={`${x}-${i}`}>
                  <th scope="row">{x}</th>
                  {series.map((s) => (
                    <td key={s.key}>{formatValue(s.values[i] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
};
