import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { CURRENCIES, NICHES, OBJECTIVES, PLATFORMS } from '@schemas/brand-choices';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { bindField } from '@/lib/bind-field';
import { useLocations } from '@/lib/reference-data/locations';
import type { CampaignFormValues } from './campaign-form-values';
import { RecordOptions, SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { DeliverableRow } from './deliverable-row';
import { ToggleGroup } from './form-controls';
import styles from './brand-campaigns.module.css';
import { platformLabel } from '@/lib/format';

type StepProps = { form: UseFormReturn<CampaignFormValues> };
const err = (form: StepProps['form'], name: string) =>
  (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const BriefStep = ({ form }: StepProps) => {
  const field = bindField(form.register, form.formState.errors);
  return (
    <div className={styles.stack}>
      <TextField label="Campaign title" {...field('title')} />
      <TextAreaField
        label="Brief"
        hint="What should creators make, and what matters to you? At least 20 characters to publish."
        {...field('brief')}
      />
      <ToggleGroup legend="Objectives" options={OBJECTIVES} label={capital} {...field('objectives')} />
    </div>
  );
};

export const DeliverablesStep = ({ form }: StepProps) => {
  const field = bindField(form.register, form.formState.errors);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'deliverable_templates' });
  const itemError = (i: number, key: string) =>
    err(form, `deliverable_templates.${i}.${key}`) ??
    (form.formState.errors.deliverable_templates?.[i] as Record<string, { message?: string }> | undefined)?.[key]
      ?.message;
  return (
    <div className={styles.stack}>
      <ToggleGroup legend="Platforms" options={PLATFORMS} label={platformLabel} {...field('platforms')} />
      <fieldset className={styles.fieldset}>
        <legend>Deliverables each creator makes</legend>
        {fields.map((f, i) => (
          <DeliverableRow
            key={f.id}
            index={i}
            register={(key, options) => form.register(`deliverable_templates.${i}.${key}`, options)}
            errorOf={(key) => itemError(i, key)}
            onRemove={() => remove(i)}
          />
        ))}
        {err(form, 'deliverable_templates') && <p className={styles.error}>{err(form, 'deliverable_templates')}</p>}
        <div>
          <Button
            color="secondary"
            size="small"
            onClick={() =>
              append({
                type: 'reel',
                platform: (form.getValues('platforms')[0] as 'instagram') ?? 'instagram',
                quantity: 1,
                due_days: 14,
              })
            }
          >
            Add deliverable
          </Button>
        </div>
      </fieldset>
    </div>
  );
};

export const BudgetStep = ({ form }: StepProps) => {
  const field = bindField(form.register, form.formState.errors);
  return (
    <div className={styles.stack}>
      <div className={styles.grid2}>
        <TextField label="Total budget" type="number" min={0} step="1" inputMode="decimal" {...field('budget')} />
        <SelectField label="Currency" {...form.register('currency')}>
          {CURRENCIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </SelectField>
        <TextField label="Lowest rate per creator" type="number" min={0} inputMode="decimal" {...field('rate_min')} />
        <TextField label="Highest rate per creator" type="number" min={0} inputMode="decimal" {...field('rate_max')} />
        <TextField label="Start date" type="date" {...field('start_date')} />
        <TextField label="End date" type="date" {...field('end_date')} />
      </div>
    </div>
  );
};

export const TargetingStep = ({ form }: StepProps) => {
  const locations = useLocations();
  const field = bindField(form.register, form.formState.errors);
  return (
    <div className={styles.stack}>
      <ToggleGroup legend="Niches" options={NICHES} {...field('target_niches')} />
      <SelectField
        label="Locations (hold Ctrl or ⌘ to pick several)"
        multiple
        size={6}
        {...field('target_location_ids')}
      >
        <RecordOptions records={locations.data} label={(l) => l.label} />
      </SelectField>
      <div className={styles.grid2}>
        <TextField label="Minimum followers" type="number" min={0} {...field('follower_min')} />
        <TextField label="Maximum followers" type="number" min={0} {...field('follower_max')} />
      </div>
      <SelectField label="Who can find it" {...form.register('visibility')}>
        <option value="public">Public — creators can find it and apply</option>
        <option value="invite_only">Invite only — only creators you invite</option>
      </SelectField>
    </div>
  );
};
