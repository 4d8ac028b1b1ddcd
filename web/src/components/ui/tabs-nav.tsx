import { NavLink } from 'react-router-dom';
import styles from './tabs-nav.module.css';

export type TabLink = { label: string; to: string; end?: boolean };

/** Page-level navigation drawn as tabs (links, so each tab has its own URL). */
export const TabsNav = ({ label, tabs }: { label: string; tabs: readonly TabLink[] }) => (
  <nav aria-label={label} className={styles.tabs}>
    {tabs.map((tab) => (
      <NavLink key={tab.to} to={tab.to} end={tab.end} className={styles.tab}>
        {tab.label}
      </NavLink>
    ))}
  </nav>
);
