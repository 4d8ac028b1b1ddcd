import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ScrollRow } from './scroll-row';
import styles from './tabs-nav.module.css';

type TabLink = { label: string; to: string; end?: boolean };

type TabsNavProps = {
  label: string;
  tabs: readonly TabLink[];
  /** A way back drawn before the tabs (a campaign's "All campaigns"), inside the same navigation landmark. */
  back?: ReactNode;
  /** The tabs that do not fit go to a second line instead of scrolling (a console whose sections must all be seen). */
  wrap?: boolean;
};

/**
 * Page-level navigation drawn as tabs (links, so each tab has its own URL); on a narrow screen the row scrolls, fades
 * at the edge that has more and brings the current tab fully into view, or with `wrap` breaks onto a second line.
 */
export const TabsNav = ({ label, tabs, back, wrap = false }: TabsNavProps) => {
  const { pathname } = useLocation();
  const links = tabs.map((tab) => (
    <NavLink key={tab.to} to={tab.to} end={tab.end} className={styles.tab}>
      {tab.label}
    </NavLink>
  ));
  const rowClass = wrap ? `${styles.tabs} ${styles.wrap}` : styles.tabs;
  if (!back)
    return (
      <ScrollRow aria-label={label} className={rowClass} activeKey={pathname}>
        {links}
      </ScrollRow>
    );
  return (
    <nav aria-label={label} className={styles.withBack}>
      {back}
      <ScrollRow as="div" className={rowClass} activeKey={pathname}>
        {links}
      </ScrollRow>
    </nav>
  );
};
