import { useForm } from 'react-hook-form';
import type { TBrandSettings } from '@schemas/brand-profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useTeamAbility } from '@/lib/auth/use-can';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useBrandSettings } from '../api/brand-profile';
import { CompanyFields, GoalsFields, PreferenceFields, ProfileFields } from '../components/company-fields';
import { fromSettings, type SettingsValues } from '../components/settings-values';
import { useSettingsSave } from '../components/use-settings-save';
import styles from '../components/brand-profile.module.css';

/** Brand settings: company details, public profile, goals and e-mail preferences. */
const BrandSettingsPage = () => {
  const settings = useBrandSettings();
  if (settings.isPending) return <Spinner label="Loading settings" />;
  if (settings.isError) return <QueryError query={settings} />;
  return <SettingsForm initial={settings.data} />;
};

const SettingsForm = ({ initial }: { initial: TBrandSettings }) => {
  const form = useForm<SettingsValues>({ defaultValues: fromSettings(initial) });
  const canEdit = useTeamAbility('brand_settings');
  const { save, saving } = useSettingsSave(form);
  const submit = form.handleSubmit(async (values) => {
    if (await save(values)) {
      showSnackbar({ message: 'Brand settings saved.' });
      form.reset(values);
    }
  });
  return (
    <form className={styles.stack} onSubmit={(e) => void submit(e)} noValidate>
      <PageHeader
        eyebrow="Settings"
        title="Brand settings"
        description={
          canEdit
            ? 'How your brand appears to creators, and how we reach you.'
            : 'How your brand appears to creators. Only the brand owner and admins can change these settings.'
        }
        actions={
          canEdit ? (
            <Button htmlType="submit" loading={saving} disabled={!form.formState.isDirty}>
              Save changes
            </Button>
          ) : undefined
        }
      />
      {/* Members read the settings: a disabled fieldset, never a form that fails on save. */}
      <fieldset disabled={!canEdit} className={styles.stack} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Card title="Company">
          <CompanyFields form={form} />
        </Card>
        <Card title="Public profile">
          <ProfileFields form={form} />
        </Card>
        <Card title="Goals">
          <GoalsFields form={form} />
        </Card>
        <Card title="Notifications">
          <PreferenceFields form={form} />
        </Card>
      </fieldset>
      {canEdit && (
        <div>
          <Button htmlType="submit" loading={saving} disabled={!form.formState.isDirty}>
            Save changes
          </Button>
        </div>
      )}
    </form>
  );
};

export default BrandSettingsPage;
