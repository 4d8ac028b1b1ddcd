import type { ReactNode } from 'react';
import { Navbar } from '@/components/shell/navbar';
import { PastDueBanner } from '@/features/billing/components/past-due-banner';
import { AREAS } from './nav-items';
import styles from './layouts.module.css';
import { SignedInActions } from './signed-in-actions';
import { useAreaNav } from './use-area-nav';

/**
 * Brand screens that use no layout (campaigns dashboard, payment cancel, account settings — spec §2)
 * draw their own top navbar with the brand links, bell and user menu.
 */
export const BrandNavbarPage = ({ children }: { children: ReactNode }) => {
  const links = useAreaNav('brand');
  return (
    <div className={styles.page}>
      <Navbar homeHref={AREAS.brand.home} links={links} areaLabel="Brand" actions={<SignedInActions />} />
      <main id="main-content" className={styles.defaultMain}>
        <PastDueBanner />
        {children}
      </main>
    </div>
  );
};
