import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useUpdateOnboardingFlags, type ClientFlag } from '../api/update-onboarding-flags';
import styles from './creator-profile.module.css';

/** A tip shown until the creator answers "Got it", which remembers `flag` as seen (on the server and at once). */
export const OnboardingTip = ({ flag, title, children }: { flag: ClientFlag; title: string; children: ReactNode }) => {
  const seen = useAuthStore((s) => s.onboarding[flag] === true);
  const remember = useUpdateOnboardingFlags();
  if (seen) return null;
  return (
    <div className={styles.tip} role="note">
      <div>
        <p className={styles.tipTitle}>{title}</p>
        <p>{children}</p>
      </div>
      <Button size="small" color="secondary" onClick={() => remember.mutate({ [flag]: true })}>
        Got it
      </Button>
    </div>
  );
};
