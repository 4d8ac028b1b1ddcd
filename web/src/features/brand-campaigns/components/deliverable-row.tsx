import type { UseFormRegisterReturn } from 'react-hook-form';
import { DELIVERABLE_TYPES, PLATFORMS } from '@schemas/brand-choices';
import { Button } from '@/components/ui/button';
import { ChoiceOptions, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { deliverableTypeLabel, platformLabel } from '@/lib/format';
import styles from './brand-campaigns.module.css';

type DeliverableKey = 'type' | 'platform' | 'quantity' | 'due_days';

type DeliverableRowProps = {
  /** The row's position (1-based in the Remove button's name). */
  index: number;
  /** Registers one of the row's fields in the form (the caller knows the array's name). */
  register: (key: DeliverableKey, options?: { valueAsNumber: true }) => UseFormRegisterReturn;
  errorOf: (key: 'quantity' | 'due_days') => string | undefined;
  onRemove: () => void;
};

/** One deliverable of a campaign's templates or of an offer: type, platform, quantity, due days, Remove. */
export const DeliverableRow = ({ index, register, errorOf, onRemove }: DeliverableRowProps) => (
  <div className={styles.deliverableRow}>
    <SelectField label="Type" {...register('type')}>
      <ChoiceOptions options={DELIVERABLE_TYPES} label={deliverableTypeLabel} />
    </SelectField>
    <SelectField label="Platform" {...register('platform')}>
      <ChoiceOptions options={PLATFORMS} label={platformLabel} />
    </SelectField>
    <TextField
      label="Quantity"
      type="number"
      min={1}
      {...register('quantity', { valueAsNumber: true })}
      error={errorOf('quantity')}
    />
    <TextField
      label="Due (days after signing)"
      type="number"
      min={1}
      {...register('due_days', { valueAsNumber: true })}
      error={errorOf('due_days')}
    />
    <Button color="grey" size="small" onClick={onRemove} aria-label={`Remove deliverable ${index + 1}`}>
      Remove
    </Button>
  </div>
);
