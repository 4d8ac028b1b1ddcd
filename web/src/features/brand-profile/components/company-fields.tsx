import type { UseFormReturn } from 'react-hook-form';
import { BRAND_GOALS, COMPANY_SIZES, INDUSTRIES, NOTIFICATION_PREFERENCES } from '@schemas/brand-choices';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceOptions, SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
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
  const e = form.formState.errors;
  return (
    <div className={styles.form}>
      <TextField label="Brand name" {...form.register('name')} error={e.name?.message} />
      <div className={styles.grid2}>
        <SelectField label="Industry" {...form.register('industry')} error={e.industry?.message}>
          <ChoiceOptions options={INDUSTRIES} />
        </SelectField>
        <SelectField label="Company size" {...form.register('company_size')} error={e.company_size?.message}>
          <ChoiceOptions options={COMPANY_SIZES} />
        </SelectField>
        <TextField
          label="Website"
          type="url"
          placeholder="https://"
          {...form.register('website')}
          error={e.website?.message}
        />
        <TextField
          label="Country (2-letter code)"
          maxLength={2}
          {...form.register('country_code')}
          error={e.country_code?.message}
        />
      </div>
    </div>
  );
};

export const GoalsFields = ({ form }: Props) => {
  const e = form.formState.errors;
  return (
    <div className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend>What do you want creators to help with?</legend>
        {BRAND_GOALS.map((g) => (
          <Checkbox key={g} label={g} value={g} {...form.register('goals')} />
        ))}
        {e.goals?.message && <p className={styles.error}>{e.goals.message}</p>}
      </fieldset>
      <TextField
        label="Monthly creator budget (USD)"
        type="number"
        min={0}
        {...form.register('monthly_budget')}
        error={e.monthly_budget?.message}
      />
    </div>
  );
};

export const ProfileFields = ({ form }: Props) => {
  const e = form.formState.errors;
  return (
    <div className={styles.form}>
      <TextAreaField
        label="About the brand"
        {...form.register('description')}
        error={e.description?.message}
        maxLength={2000}
      />
      <TextField label="Logo URL" type="url" {...form.register('logo_url')} error={e.logo_url?.message} />
      <div className={styles.grid2}>
        <TextField
          label="Contact e-mail"
          type="email"
          {...form.register('contact_email')}
          error={e.contact_email?.message}
        />
        <TextField
          label="Contact phone"
          type="tel"
          {...form.register('contact_phone')}
          error={e.contact_phone?.message}
        />
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
