import { Card } from '@/components/ui/card';
import { PROFILE_OF_LABELS } from '@/lib/format';
import { useAuthStore } from '@/lib/stores/auth-store';
import styles from './settings.module.css';
import { ChangeEmailButton } from './change-email-modal';

/** Personal and login information (spec §2 account settings). */
export const ProfileSummaryCard = () => {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <Card title="Personal and login information" description="Who you are on Social Loop and how you sign in.">
      <dl className={styles.details}>
        <dt>Name</dt>
        <dd>{user.name || `${user.first_name} ${user.last_name}`}</dd>
        <dt>E-mail</dt>
        <dd>
          {user.email}
          <span className={`${styles.badge} ${user.email_verified ? '' : styles.badgeWarn}`}>
            {user.email_verified ? 'Verified' : 'Not verified'}
          </span>
          <ChangeEmailButton />
        </dd>
        <dt>Account type</dt>
        <dd>{PROFILE_OF_LABELS[user.profile_of]}</dd>
        {user.brand && (
          <>
            <dt>Brand</dt>
            <dd>
              {user.brand.name} <span className={styles.sessionMeta}>({user.brand.role})</span>
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
};
