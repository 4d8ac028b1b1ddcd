import { Navigate, useSearchParams } from 'react-router-dom';
import type { TCreatorProfile } from '@schemas/creator-profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { useAvailability } from '../api/get-availability';
import { AvailabilityEditor } from '../components/availability-editor';
import { CompletenessMeter } from '../components/completeness-meter';
import { GetStartedModal } from '../components/get-started-modal';
import { OnboardingDone } from '../components/onboarding-done';
import { ProfileForm } from '../components/profile-form';
import { RatesEditor } from '../components/rates-editor';
import { SocialAccountsPanel } from '../components/social-accounts-panel';
import { WithProfile } from '../components/with-profile';
import styles from '../components/creator-profile.module.css';

const STEPS = [
  { id: 'profile', label: 'About you' },
  { id: 'rates', label: 'Rates' },
  { id: 'availability', label: 'Availability' },
  { id: 'social', label: 'Social accounts' },
  { id: 'done', label: 'Review' },
] as const;
type StepId = (typeof STEPS)[number]['id'];

/**
 * Where a creator coming back without a step in the address carries on: the review status once they finished, else
 * the first step that still blocks review (the profile, then rates, then a connected account; availability is
 * optional). Null keeps step 1. Only while the profile waits for approval: an approved creator edits in Settings.
 */
const resumeStep = (profile: TCreatorProfile): StepId | null => {
  if (profile.status !== 'PENDING' || !profile.onboarding.profile_complete) return null;
  if (profile.onboarding.connected_account) return 'done';
  return profile.completeness.missing.includes('rates') ? 'rates' : 'social';
};

const AvailabilityStep = ({ onSaved }: { onSaved: () => void }) => {
  const availability = useAvailability();
  if (availability.isPending) return <Skeleton height={300} />;
  if (availability.isError)
    return <ErrorState description="Your availability could not be loaded." onRetry={() => availability.refetch()} />;
  return <AvailabilityEditor availability={availability.data} submitLabel="Save and continue" onSaved={onSaved} />;
};

/** /creator/onboarding: a guided setup — profile, rates, availability, social accounts — kept in the URL (`?step=`). */
const OnboardingPage = () => {
  const [params, setParams] = useSearchParams();
  const current: StepId = STEPS.some((s) => s.id === params.get('step')) ? (params.get('step') as StepId) : 'profile';
  const index = STEPS.findIndex((s) => s.id === current);
  const go = (id: StepId) => {
    setParams({ step: id });
    window.scrollTo({ top: 0 });
  };
  const next = () => go(STEPS[Math.min(index + 1, STEPS.length - 1)]!.id);

  return (
    <div className={styles.wizard}>
      <GetStartedModal />
      <PageHeader
        eyebrow={`Step ${index + 1} of ${STEPS.length}`}
        title="Set up your creator profile"
        description="Brands find you by what you add here. You can change all of it later in Settings."
      />
      <nav aria-label="Onboarding steps">
        <ol className={styles.steps}>
          {STEPS.map((s, i) => (
            <li
              key={s.id}
              className={[styles.step, i < index && styles.stepDone].filter(Boolean).join(' ')}
              aria-current={s.id === current ? 'step' : undefined}
            >
              {i + 1}. {s.label}
            </li>
          ))}
        </ol>
      </nav>
      <WithProfile>
        {(profile) => {
          // A creator coming back carries on where they stopped (their review status once finished), not at step 1.
          const resume = params.get('step') ? null : resumeStep(profile);
          return resume ? (
            <Navigate to={`?step=${resume}`} replace />
          ) : (
            <Card>
              {current === 'profile' && (
                <div className={styles.stack}>
                  <CompletenessMeter completeness={profile.completeness} />
                  <ProfileForm profile={profile} submitLabel="Save and continue" onSaved={next} />
                </div>
              )}
              {current === 'rates' && <RatesEditor />}
              {current === 'availability' && <AvailabilityStep onSaved={next} />}
              {current === 'social' && <SocialAccountsPanel />}
              {current === 'done' && <OnboardingDone profile={profile} />}
              {current !== 'profile' && current !== 'done' && (
                <div className={styles.wizardNav} style={{ marginTop: 24 }}>
                  <Button color="grey" onClick={() => go(STEPS[index - 1]!.id)}>
                    Back
                  </Button>
                  <div className={styles.row}>
                    {current === 'social' && !profile.onboarding.connected_account && (
                      <span className={styles.muted} id="finish-hint">
                        Connect at least one account to finish.
                      </span>
                    )}
                    {/* The availability step continues through its own "Save and continue". */}
                    {current !== 'availability' && (
                      <Button
                        onClick={next}
                        disabled={current === 'social' && !profile.onboarding.connected_account}
                        aria-describedby={current === 'social' ? 'finish-hint' : undefined}
                      >
                        {current === 'social' ? 'Finish' : 'Continue'}
                      </Button>
                    )}
                  </div>
                </div>
              )}
            </Card>
          );
        }}
      </WithProfile>
    </div>
  );
};
export default OnboardingPage;
