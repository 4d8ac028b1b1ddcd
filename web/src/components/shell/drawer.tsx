import { useEffect, type ReactNode } from 'react';
import { SIDEBAR_COLLAPSE_QUERY } from '../../config/constants';
import { useModalDialog } from '../ui/modal-dialog';
import { CloseIcon } from '../ui/icons';
import styles from './shell.module.css';

/** The collapsed sidebar below 1024 px: a native modal dialog sliding in from the left. */
export const Drawer = ({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) => {
  const dialog = useModalDialog({ open, onClose });

  // Widening the window past the breakpoint shows the real sidebar: close the drawer.
  useEffect(() => {
    const query = window.matchMedia(SIDEBAR_COLLAPSE_QUERY);
    const onChange = () => !query.matches && onClose();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [onClose]);

  return (
    <dialog {...dialog} className={styles.drawer} aria-label="Navigation">
      <div className={styles.drawerHeader}>
        {title}
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label="Close navigation">
          <CloseIcon />
        </button>
      </div>
      {open && children}
    </dialog>
  );
};
