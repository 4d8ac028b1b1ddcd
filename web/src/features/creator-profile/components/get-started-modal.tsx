import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useUpdateOnboardingFlags } from '../api/update-onboarding-flags';
import styles from './creator-profile.module.css';

/** The first thing a new creator sees (`get_started_modal` is set at sign-up and cleared here). */
export const GetStartedModal = () => {
  const pending = useAuthStore(
    (s) => s.onboarding.get_started_modal === true && s.onboarding.onboarding_complete !== true,
  );
  const firstName = useAuthStore((s) => s.user?.first_name);
  const remember = useUpdateOnboardingFlags();
  const close = () => remember.mutate({ get_started_modal: false });
  return (
    <Modal
      open={pending}
      onClose={close}
      title={`Welcome${firstName ? `, ${firstName}` : ''}!`}
      footer={<Button onClick={close}>Let’s get started</Button>}
    >
      <div className={styles.stackSm}>
        <p>Five short steps and brands can find you:</p>
        <ol className={styles.consentList}>
          <li>Tell brands about you: bio, niches, languages and city.</li>
          <li>Set your rates per deliverable.</li>
          <li>Mark days you are not available.</li>
          <li>Connect a social account so your numbers speak for themselves.</li>
          <li>Press Finish: your profile goes to our team for review, and you see where it stands.</li>
        </ol>
        <p className={styles.muted}>Our team then reviews your profile, usually within a day.</p>
      </div>
    </Modal>
  );
};
