import { useCallback, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MenuIcon } from '../ui/icons';
import { Drawer } from './drawer';
import { Logo } from './logo';
import styles from './shell.module.css';
import { SidebarNav, type NavItem } from './sidebar';

type NavbarProps = {
  homeHref: string;
  links?: readonly NavItem[];
  areaLabel?: string;
  /** Right-hand side: bell, user menu, sign-in buttons. */
  actions?: ReactNode;
};

/** A top navigation bar for pages without a sidebar layout; its links move into a drawer below 1024 px. */
export const Navbar = ({ homeHref, links = [], areaLabel = 'Main', actions }: NavbarProps) => {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <header className={styles.navbar}>
      {links.length > 0 && (
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Open navigation"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <MenuIcon />
        </button>
      )}
      <Link to={homeHref} className={styles.brandLink} aria-label="Social Loop home">
        <Logo />
      </Link>
      {links.length > 0 ? (
        <nav aria-label={areaLabel} className={styles.navbarLinks}>
          {links.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={styles.navLink}>
              {item.label}
            </NavLink>
          ))}
        </nav>
      ) : (
        <span className={styles.navbarSpacer} />
      )}
      <div className={styles.topbarActions}>{actions}</div>
      {links.length > 0 && (
        <Drawer open={open} onClose={close} title={<Logo />}>
          <SidebarNav items={links} label={areaLabel} onNavigate={close} />
        </Drawer>
      )}
    </header>
  );
};
