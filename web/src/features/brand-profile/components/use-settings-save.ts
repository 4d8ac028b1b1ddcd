import type { UseFormReturn } from 'react-hook-form';
import { reportApiError } from '@/lib/form-errors';
import { moneyTextProblem } from '@/lib/money-text';
import { isApiError } from '@/lib/api-client';
import { useUpdateBrandSettings } from '../api/brand-profile';
import { formFieldOf, toSettingsBody, type SettingsValues } from './settings-values';

/** Saves some settings fields; a budget that is no amount stops here, server field errors land on the fields. */
export const useSettingsSave = (form: UseFormReturn<SettingsValues>) => {
  const update = useUpdateBrandSettings();
  const save = async (values: Partial<SettingsValues>) => {
    const budgetProblem = moneyTextProblem(values.monthly_budget ?? '', 'Enter an amount in dollars, e.g. 5000.');
    if (budgetProblem) {
      form.setError('monthly_budget', { message: budgetProblem }, { shouldFocus: true });
      return false;
    }
    try {
      await update.mutateAsync(toSettingsBody(values));
      return true;
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.fields) : [];
      for (const [field, messages] of fields)
        form.setError(formFieldOf(field) as never, { message: messages.join(' ') });
      if (!fields.length) reportApiError(error);
      return false;
    }
  };
  return { save, saving: update.isPending };
};
