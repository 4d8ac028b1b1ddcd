import type { UseFormReturn } from 'react-hook-form';
import { reportApiError } from '@/lib/form-errors';
import { isApiError } from '@/lib/api-client';
import { useUpdateBrandSettings } from '../api/brand-profile';
import { formFieldOf, toSettingsBody, type SettingsValues } from './settings-values';

/** Saves some settings fields; server field errors land on the form's fields. */
export const useSettingsSave = (form: UseFormReturn<SettingsValues>) => {
  const update = useUpdateBrandSettings();
  const save = async (values: Partial<SettingsValues>) => {
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
