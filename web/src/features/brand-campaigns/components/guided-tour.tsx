import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useUpdateOnboarding } from '@/lib/queries/update-brand-onboarding';
import styles from './brand-campaigns.module.css';

const STEPS = [
  {
    title: 'Your campaigns live here',
    text: 'Tabs split them into active, drafts, completed and archived; the number on each tab is how many it holds.',
  },
  {
    title: 'Start with a draft',
    text: '“New campaign” walks you through the brief, deliverables, budget and targeting. Save a draft at any step and publish when it is ready.',
  },
  {
    title: 'Then find creators',
    text: 'Open a campaign to review applicants and their pitches, invite creators from the database, and send offers.',
  },
];

/** The dashboard's guided tour, shown once: finishing or skipping it stores the onboarding flag on the server. */
export const GuidedTour = () => {
  const isStrategist = useAuthStore((s) => s.user?.profile_of === 'Strategist');
  const flag = isStrategist ? 'campaign_dashboard_internal_tour' : 'sidebar_tour_brand';
  const seen = useAuthStore((s) => s.onboarding[flag] === true);
  const [step, setStep] = useState(0);
  const [closed, setClosed] = useState(false);
  const remember = useUpdateOnboarding();
  if (seen || closed) return null;
  const finish = () => {
    setClosed(true);
    remember.mutate({ [flag]: true });
  };
  const current = STEPS[step]!;
  return (
    <section className={styles.tour} aria-labelledby="tour-title" aria-live="polite">
      <p className={styles.statLabel} style={{ color: 'var(--color-primary-200)' }}>
        Quick tour · {step + 1} of {STEPS.length}
      </p>
      <h2 id="tour-title" style={{ margin: 0, fontSize: 'var(--text-lg)' }}>
        {current.title}
      </h2>
      <p>{current.text}</p>
      <div className={styles.row}>
        {step < STEPS.length - 1 ? (
          <Button size="small" onClick={() => setStep(step + 1)}>
            Next
          </Button>
        ) : (
          <Button size="small" onClick={finish}>
            Got it
          </Button>
        )}
        <Button size="small" color="grey" onClick={finish}>
          Skip tour
        </Button>
      </div>
    </section>
  );
};
