import { useState } from 'react';
import { STORAGE_KEYS } from '../../config/constants';
import { browserStorage } from '../../lib/storage';
import { usePwaStore, pwaStore } from '../../lib/stores/pwa-store';
import { Button } from '../ui/button';
import { LogoMark } from './logo';
import styles from './install-banner.module.css';

/** Offers to install the app when the browser allows it; "Not now" is remembered in localStorage. */
export const InstallBanner = () => {
  const prompt = usePwaStore((state) => state.installPrompt);
  const [dismissed, setDismissed] = useState(() => browserStorage().getItem(STORAGE_KEYS.installDismissed) === '1');
  if (!prompt || dismissed) return null;

  const install = async () => {
    await prompt.prompt();
    await prompt.userChoice.catch(() => undefined);
    pwaStore.getState().setInstallPrompt(null);
  };
  const notNow = () => {
    browserStorage().setItem(STORAGE_KEYS.installDismissed, '1');
    setDismissed(true);
  };

  return (
    <aside className={styles.banner} aria-label="Install Social Loop">
      <LogoMark size={40} />
      <div className={styles.text}>
        <p className={styles.title}>Install Social Loop</p>
        <p className={styles.hint}>Open campaigns in one tap, even on a shaky connection.</p>
      </div>
      <div className={styles.actions}>
        <Button size="small" color="tertiary" onClick={notNow}>
          Not now
        </Button>
        <Button size="small" onClick={() => void install()}>
          Install
        </Button>
      </div>
    </aside>
  );
};
