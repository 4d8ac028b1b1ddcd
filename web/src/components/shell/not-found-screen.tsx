import { AppButtonLink } from '../ui/app-link';
import { BackButton } from '../ui/back-button';
import { HomeIcon } from '../ui/icons';
import styles from './screens.module.css';

type NotFoundScreenProps = {
  /** "Page Not Found" for failed validation and guards; "Page not found" for unmatched routes (spec §8). */
  title?: string;
  path: string;
  homeHref?: string;
};

export const NotFoundScreen = ({ title = 'Page not found', path, homeHref = '/' }: NotFoundScreenProps) => (
  <div className={styles.screen}>
    <main className={styles.center}>
      <div className={styles.panel}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>
          We looked everywhere but there is nothing at <span className={styles.path}>{path}</span>
        </p>
        <p className={styles.text}>The link may be mistyped, or the page may have moved.</p>
        <div className={styles.actions}>
          <AppButtonLink to={homeHref} icon={<HomeIcon size={16} />}>
            Go to home
          </AppButtonLink>
          <BackButton size="medium" />
        </div>
      </div>
    </main>
  </div>
);
