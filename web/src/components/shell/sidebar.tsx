import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './shell.module.css';

export type NavItem = { label: string; to: string; icon: ReactNode; end?: boolean };

type SidebarNavProps = {
  items: readonly NavItem[];
  label: string;
  /** Called on hover/focus so the route's code can be preloaded. */
  onIntent?: (to: string) => void;
  onNavigate?: () => void;
};

/** The list of area links shared by the desktop sidebar and the mobile drawer. */
export const SidebarNav = ({ items, label, onIntent, onNavigate }: SidebarNavProps) => (
  <nav aria-label={label}>
    <p className={styles.areaLabel}>{label}</p>
    <ul className={styles.nav}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={styles.navLink}
            onMouseEnter={() => onIntent?.(item.to)}
            onFocus={() => onIntent?.(item.to)}
            onClick={onNavigate}
          >
            {item.icon}
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
