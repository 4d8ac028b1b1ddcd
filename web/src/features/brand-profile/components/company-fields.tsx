import type { UseFormReturn } from 'react-hook-form';
import { BRAND_GOALS, COMPANY_SIZES, INDUSTRIES, NOTIFICATION_PREFERENCES } from '@schemas/brand-choices';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceOptions, SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { bindField } from '@/lib/bind-field';
import type { SettingsValues } from './settings-values';
import styles from './brand-profile.module.css';

type Props = { form: UseFormReturn<SettingsValues> };
const PREF_LABELS: Record<string, string> = {
  new_applicants: 'New applicants',
  offer_answered: 'Creators answer an offer',
  content_submitted: 'Content submitted for review',
  messages: 'New messages',
  weekly_digest: 'Weekly summary',
};

export const CompanyFields = ({ form }: Props) => {
  const field = bindField(form.register, form.formState.errors);
  return (
    <div className={styles.form}>
      <TextField label="Brand name" {...field('name')} />
      <div className={styles.fieldPair}>
        <SelectField label="Industry" {...field('industry')}>
          <ChoiceOptions options={INDUSTRIES} placeholder="Choose…" />
        </SelectField>
        <SelectField label="Company size" {...field('company_size')}>
          <ChoiceOptions options={COMPANY_SIZES} placeholder="Choose…" />
        </SelectField>
        <TextField label="Website" type="url" placeholder="https://" {...field('website')} />
        <TextField label="Country (2-letter code)" maxLength={2} {...field('country_code')} />
      </div>
    </div>
  );
};

export const GoalsFields = ({ form }: Props) => {
  const e = form.formState.errors;
  const field = bindField(form.register, e);
  return (
    <div className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend>What do you want creators to help with?</legend>
        {BRAND_GOALS.map((g) => (
          <Checkbox key={g} label={g} value={g} {...form.register('goals')} />
        ))}
        {e.goals?.message && <p className={styles.error}>{e.goals.message}</p>}
      </fieldset>
      <TextField label="Monthly creator budget (USD)" type="number" min={0} {...field('monthly_budget')} />
    </div>
  );
};

export const ProfileFields = ({ form }: Props) => {
  const field = bindField(form.register, form.formState.errors);
  return (
    <div className={styles.form}>
      <TextAreaField label="About the brand" {...field('description')} maxLength={2000} />
      <TextField label="Logo URL" type="url" {...field('logo_url')} />
      <div className={styles.fieldPair}>
        <TextField label="Contact e-mail" type="email" {...field('contact_email')} />
        <TextField label="Contact phone" type="tel" {...field('contact_phone')} />
      </div>
    </div>
  );
};

export const PreferenceFields = ({ form }: Props) => (
  <fieldset className={styles.fieldset}>
    <legend>E-mail me when…</legend>
    {NOTIFICATION_PREFERENCES.map((p) => (
      <Checkbox key={p} label={PREF_LABELS[p] ?? p} {...form.register(`notification_preferences.${p}`)} />
    ))}
  </fieldset>
);
