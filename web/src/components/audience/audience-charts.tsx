import { BarChart } from '@/components/ui/bar-chart';
import styles from './audience-charts.module.css';
import type { AudienceShare, AudienceShares } from './audience-shares';

const COLORS = { age: '#6e5bf6', countries: '#2160d8', gender: ['#6e5bf6', '#ada0fd', '#0f7b55'] } as const;
const GROUPS = [
  { key: 'age', title: 'Age', caption: 'Audience by age' },
  { key: 'countries', title: 'Top countries', caption: 'Audience by country' },
  { key: 'gender', title: 'Gender', caption: 'Audience by gender' },
] as const;

const formatShare = (value: number) => `${Math.round(value * 10) / 10} %`;

const colorOf = (group: keyof AudienceShares, index: number) =>
  group === 'gender' ? COLORS.gender[index % COLORS.gender.length]! : COLORS[group];

/**
 * A creator's audience by age, by country and by gender: one bar chart each, drawn as a table (so screen readers read
 * every share), side by side on a wide screen and stacked on a phone. Groups without data are left out.
 */
export const AudienceCharts = ({ shares }: { shares: AudienceShares }) => (
  <div className={styles.grid}>
    {GROUPS.filter(({ key }) => shares[key].length > 0).map(({ key, title, caption }) => (
      <figure key={key} className={styles.figure}>
        <figcaption className={styles.title}>{title}</figcaption>
        <BarChart
          caption={caption}
          format={formatShare}
          rows={shares[key].map((share: AudienceShare, index) => ({
            key: share.label,
            label: share.label,
            value: share.value,
            color: colorOf(key, index),
          }))}
        />
      </figure>
    ))}
  </div>
);
