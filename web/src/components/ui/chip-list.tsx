import styles from './chip-list.module.css';

/** A named list of small grey labels (a creator's niches, a campaign's deliverables, why a creator is suggested). */
export const ChipList = ({ label, items }: { label: string; items: readonly string[] }) => (
  <ul className={styles.chips} aria-label={label}>
    {items.map((item, i) => (
      <li key={i} className={styles.chip}>
        {item}
      </li>
    ))}
  </ul>
);
