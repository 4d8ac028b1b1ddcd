import { Outlet } from 'react-router-dom';
import { Navbar } from '@/components/shell/navbar';
import { homePathFor } from '@/lib/auth/home-path';
import { useAuthStore } from '@/lib/stores/auth-store';
import styles from './layouts.module.css';
import { SignedInActions } from './signed-in-actions';

/** Layout "default": a simple navbar, the page, a footer. */
const DefaultLayout = () => {
  const user = useAuthStore((state) => state.user);
  const selectedBrandId = useAuthStore((state) => state.selectedBrand?.id);
  return (
    <div className={styles.page}>
      <Navbar homeHref={user ? homePathFor(user, selectedBrandId) : '/'} actions={<SignedInActions />} />
      <main id="main-content" className={styles.defaultMain}>
        <Outlet />
      </main>
      <footer className={styles.footer}>© {new Date().getFullYear()} Social Loop</footer>
    </div>
  );
};

export default DefaultLayout;
