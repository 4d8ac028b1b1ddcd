import { Outlet } from 'react-router-dom';
import { Navbar } from '@/components/shell/navbar';
import { homePathFor } from '@/lib/auth/home-path';
import { useAuthStore } from '@/lib/stores/auth-store';
import styles from './layouts.module.css';
import { SignedInActions } from './signed-in-actions';

/** Layout "view-wrapper": a focused single-column page (onboarding, confirmations, suspended, brand choice). */
const ViewWrapperLayout = () => {
  const user = useAuthStore((state) => state.user);
  const selectedBrandId = useAuthStore((state) => state.selectedBrand?.id);
  return (
    <div className={styles.page}>
      <Navbar homeHref={user ? homePathFor(user, selectedBrandId) : '/'} actions={<SignedInActions />} />
      <main id="main-content" className={styles.narrowMain}>
        <Outlet />
      </main>
    </div>
  );
};

export default ViewWrapperLayout;
