import { Link, Outlet } from 'react-router-dom';
import { LogoMark, Logo } from '@/components/shell/logo';
import { CheckCircleIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './layouts.module.css';

/** Layout "auth": a brand panel beside the form on desktop; just the form below 1024 px. */
const AuthLayout = () => (
  <div className={styles.auth}>
    <aside className={styles.authPanel}>
      <Link to={paths.landing.path} className={styles.authLogo}>
        <LogoMark size={32} />
        Social Loop
      </Link>
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
        <Link to={paths.landing.path} aria-label="Social Loop home">
          <Logo />
        </Link>
      </div>
      <main id="main-content" className={styles.authContent}>
        <div className={styles.authInner}>
          <Outlet />
        </div>
      </main>
      <footer className={styles.authFooter}>
        © {new Date().getFullYear()} Social Loop · Made for brands and creators
      </footer>
    </div>
  </div>
);

export default AuthLayout;
