import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { TBrandSettings } from '@schemas/brand-profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBrandSettings } from '../api/brand-profile';
import { useUpdateOnboarding } from '@/lib/queries/update-brand-onboarding';
import { CompanyFields, GoalsFields } from '../components/company-fields';
import { fromSettings, type SettingsValues } from '../components/settings-values';
import { useSettingsSave } from '../components/use-settings-save';
import styles from '../components/brand-profile.module.css';

const STEPS = ['Company details', 'Goals', 'Your first campaign'] as const;

/** First run for a brand: company details, goals, then a prompt to create the first campaign (spec §3 flags). */
const BrandOnboardingPage = () => {
  const settings = useBrandSettings();
  if (settings.isPending) return <Spinner label="Loading" />;
  if (settings.isError) return <QueryError query={settings} />;
  return <Onboarding initial={settings.data} />;
};

const Onboarding = ({ initial }: { initial: TBrandSettings }) => {
  const form = useForm<SettingsValues>({ defaultValues: fromSettings(initial) });
  const { save, saving } = useSettingsSave(form);
  const flags = useUpdateOnboarding();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);

  const next = form.handleSubmit(async (v) => {
    if (step === 0) {
      if (!v.industry) return form.setError('industry', { message: 'Choose your industry.' });
      if (
        await save({
          name: v.name,
          industry: v.industry,
          company_size: v.company_size,
          website: v.website,
          country_code: v.country_code,
        })
      ) {
        flags.mutate({ mandatory_account_details: true });
        setStep(1);
      }
    } else if (await save({ goals: v.goals, monthly_budget: v.monthly_budget })) setStep(2);
  });
  const finish = (to: string) =>
    flags.mutate({ brand_onboarding_completed: true, onboarding_required: false }, { onSettled: () => navigate(to) });

  return (
    <div className={styles.stack} style={{ maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <PageHeader
        eyebrow={`Step ${step + 1} of ${STEPS.length}`}
        title="Welcome to Social Loop"
        description="A few questions about your brand so we can match you with the right creators."
      />
      <ol className={styles.steps} aria-label="Progress">
        {STEPS.map((s, i) => (
          <li
            key={s}
            className={`${styles.step} ${i <= step ? styles.stepOn : ''}`}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className="visually-hidden">{s}</span>
          </li>
        ))}
      </ol>
      {step < 2 ? (
        <form onSubmit={(e) => void next(e)} noValidate>
          <Card title={STEPS[step]}>
            <div className={styles.form}>
              {step === 0 ? <CompanyFields form={form} /> : <GoalsFields form={form} />}
              <div className={styles.row}>
                {step > 0 && (
                  <Button color="tertiary" onClick={() => setStep(step - 1)}>
                    Back
                  </Button>
                )}
                <Button htmlType="submit" loading={saving}>
                  Continue
                </Button>
              </div>
            </div>
          </Card>
        </form>
      ) : (
        <Card
          title="Launch your first campaign"
          description="Write a brief, pick deliverables and a budget — save it as a draft and publish when you are ready."
        >
          <div className={styles.row}>
            <Button loading={flags.isPending} onClick={() => finish(paths.brand.campaignCreate.path)}>
              Create a campaign
            </Button>
            <Button color="secondary" onClick={() => finish(paths.brand.campaigns.path)}>
              Go to the dashboard
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
};

export default BrandOnboardingPage;
