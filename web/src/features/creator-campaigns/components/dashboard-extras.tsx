import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useRememberOnboarding } from '../api/remember-onboarding';
import styles from './creator-campaigns.module.css';

const TOUR = [
  {
    title: 'This is your dashboard',
    text: 'It lists what needs doing now — offers to answer, contracts to sign and content that is due — most urgent first.',
  },
  {
    title: 'Find campaigns',
    text: '“Find campaigns” shows open campaigns that fit your niches, city and platforms. Apply with a short pitch.',
  },
  {
    title: 'Everything in one place',
    text: '“My campaigns” keeps each campaign’s brief, contract, deliverables and messages together.',
  },
];

/** The sidebar tour, shown once to an approved creator (`sidebar_tour`). */
export const DashboardTour = () => {
  const show = useAuthStore((s) => s.onboarding.onboarding_complete === true && s.onboarding.sidebar_tour !== true);
  const [step, setStep] = useState(0);
  const remember = useRememberOnboarding();
  if (!show) return null;
  const current = TOUR[step]!;
  return (
    <section className={styles.tour} aria-labelledby="creator-tour-title" aria-live="polite">
      <p
        style={{
          fontSize: 'var(--text-xs)',
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
          color: 'var(--color-primary-200)',
        }}
      >
        Quick tour · {step + 1} of {TOUR.length}
      </p>
      <h2 id="creator-tour-title" style={{ margin: 0, fontSize: 'var(--text-lg)' }}>
        {current.title}
      </h2>
      <p>{current.text}</p>
      <div className={styles.row}>
        {step < TOUR.length - 1 ? (
          <Button size="small" onClick={() => setStep(step + 1)}>
            Next
          </Button>
        ) : (
          <Button size="small" onClick={() => remember.mutate('sidebar_tour')}>
            Got it
          </Button>
        )}
        <Button size="small" color="grey" onClick={() => remember.mutate('sidebar_tour')}>
          Skip tour
        </Button>
      </div>
    </section>
  );
};

/** "You are approved", once: after staff approval (`notified_approved`) until read (`read_approval_notification`). */
export const ApprovalModal = () => {
  const show = useAuthStore(
    (s) => s.onboarding.notified_approved === true && s.onboarding.read_approval_notification !== true,
  );
  const remember = useRememberOnboarding();
  const close = () => remember.mutate('read_approval_notification');
  return (
    <Modal
      open={show}
      onClose={close}
      title="You’re approved!"
      footer={<Button onClick={close}>Start exploring</Button>}
    >
      <p>Your profile passed review. You can now apply to campaigns, accept offers and sign contracts.</p>
    </Modal>
  );
};
