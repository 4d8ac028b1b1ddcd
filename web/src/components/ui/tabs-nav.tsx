import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styles from './tabs-nav.module.css';

export type TabLink = { label: string; to: string; end?: boolean };

/**
 * Page-level navigation drawn as tabs (links, so each tab has its own URL); on a narrow screen the current tab is
 * scrolled into view, or, with `wrap`, the tabs that do not fit go to a second line (a console whose sections must all
 * be seen at once).
 */
export const TabsNav = ({ label, tabs, wrap = false }: { label: string; tabs: readonly TabLink[]; wrap?: boolean }) => {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // Measured in the next frame, where the browser lays the page out anyway: read in the effect, the sizes made it lay
  // out the whole page inside the task that committed the screen (one long task instead of two shorter ones).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const nav = navRef.current;
      const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
      if (nav && current && nav.scrollWidth > nav.clientWidth)
        nav.scrollLeft = current.offsetLeft - nav.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return (
    <nav ref={navRef} aria-label={label} className={wrap ? `${styles.tabs} ${styles.wrap}` : styles.tabs}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className={styles.tab}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
};
