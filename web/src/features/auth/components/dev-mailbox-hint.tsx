import { AppLink } from '@/components/ui/app-link';
import { MailIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useDevMailboxAvailability } from '../api/get-dev-mailbox-availability';
import styles from './auth.module.css';

/** When running locally, e-mails land in the dev mailbox instead of a real inbox: point testers to it. */
export const DevMailboxHint = () => {
  const { data: available } = useDevMailboxAvailability();
  if (!available) return null;
  return (
    <p className={styles.callout}>
      <MailIcon size={18} />
      <span>
        Running locally? E-mails are delivered to the <AppLink to={paths.devMailbox.path}>dev mailbox</AppLink>.
      </span>
    </p>
  );
};
