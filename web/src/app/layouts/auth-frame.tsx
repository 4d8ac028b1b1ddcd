import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { LogoMark, Logo } from '@/components/shell/logo';
import { CheckCircleIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { PageLocationProvider, type PageLocation } from '@/lib/page-location';
import styles from './layouts.module.css';

/**
 * The frame of the auth pages (layout "auth"): a brand panel beside the form on desktop; just the form below 1024 px.
 * Without the router, so the public pages' own boot (app/public-entry.tsx) shows them in the same frame; the page
 * inside reads `location` through `usePageLocation()`.
 */
export const AuthFrame = ({ location, children }: { location: PageLocation; children: ReactNode }) => (
  <div className={styles.auth}>
    <aside className={styles.authPanel}>
      <AppLink to={paths.landing.path} className={styles.authLogo}>
        <LogoMark size={32} />
        Social Loop
      </AppLink>
      <div>
        <p className={styles.authHeadline}>Where brands and creators close the loop.</p>
        <ul className={styles.authPoints}>
          <li>
            <CheckCircleIcon size={18} /> Find the right creators in seconds
          </li>
          <li>
            <CheckCircleIcon size={18} /> Approve content without endless email threads
          </li>
          <li>
            <CheckCircleIcon size={18} /> Pay creators the moment work is approved
          </li>
        </ul>
      </div>
      <blockquote className={styles.authQuote}>
        “We went from a shared spreadsheet and three inboxes to one place where every creator knows what’s next.”
        <cite>— Marketing lead, consumer brand</cite>
      </blockquote>
    </aside>
    <div className={styles.authMain}>
      <div className={styles.authMobileLogo}>
        <AppLink to={paths.landing.path} aria-label="Social Loop home">
          <Logo />
        </AppLink>
      </div>
      <main id="main-content" className={styles.authContent}>
        <div className={styles.authInner}>
          <PageLocationProvider value={location}>{children}</PageLocationProvider>
        </div>
      </main>
      <footer className={styles.authFooter}>
        © {new Date().getFullYear()} Social Loop · Made for brands and creators
      </footer>
    </div>
  </div>
);
