import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { CampaignStatusBadge } from '@/components/ui/status-badge';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useAuthStore } from '@/lib/stores/auth-store';
import type { TBrandProfile } from '@schemas/brand-profile';
import { useBrandProfile, useUpdateBrandProfile } from '../api/brand-profile';
import { useProfileCampaigns } from '../api/profile-campaigns';
import styles from '../components/brand-profile.module.css';

type Values = { name: string; website: string; description: string };

/** The brand's public profile as creators see it, its campaigns, and quick edits for owners and admins. */
const BrandProfilePage = () => {
  const profile = useBrandProfile();
  const campaigns = useProfileCampaigns(profile.data?.id);
  const role = useAuthStore((s) => s.user?.brand?.role);
  const [editing, setEditing] = useState(false);
  if (profile.isPending) return <Spinner label="Loading profile" />;
  if (profile.isError) return <QueryError query={profile} />;
  const p = profile.data;
  return (
    <div className={styles.stack}>
      <PageHeader
        eyebrow="Brand"
        title={p.name}
        description={p.industry ?? undefined}
        actions={
          role !== 'member' &&
          !editing && (
            <Button color="secondary" onClick={() => setEditing(true)}>
              Edit profile
            </Button>
          )
        }
      />
      {editing ? (
        <EditProfile profile={p} onDone={() => setEditing(false)} />
      ) : (
        <Card title="About">
          <p style={{ margin: 0 }}>{p.description || 'No description yet.'}</p>
          {p.website && (
            <p className={styles.muted}>
              <a href={p.website} target="_blank" rel="noreferrer">
                {p.website}
              </a>
            </p>
          )}
        </Card>
      )}
      <div className={styles.stats}>
        <div className={styles.stat}>
          <p className={styles.statLabel}>Active campaigns</p>
          <p className={styles.statValue}>{p.stats.active_campaigns}</p>
        </div>
        <div className={styles.stat}>
          <p className={styles.statLabel}>Completed</p>
          <p className={styles.statValue}>{p.stats.completed_campaigns}</p>
        </div>
        <div className={styles.stat}>
          <p className={styles.statLabel}>Creators worked with</p>
          <p className={styles.statValue}>{p.stats.creators_worked_with}</p>
        </div>
      </div>
      <Card title="Campaigns on the profile" description="Drafts are never shown to creators.">
        {campaigns.isPending ? (
          <Spinner label="Loading campaigns" />
        ) : campaigns.isError ? (
          <QueryError query={campaigns} />
        ) : campaigns.data.length === 0 ? (
          <EmptyState headingLevel={3} title="No published campaigns yet" />
        ) : (
          <ul className={styles.list}>
            {campaigns.data.map((c) => (
              <li key={c.id}>
                <span>{c.title}</span>
                <CampaignStatusBadge status={c.status} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
};

const EditProfile = ({ profile, onDone }: { profile: TBrandProfile; onDone: () => void }) => {
  const form = useForm<Values>({
    defaultValues: { name: profile.name, website: profile.website ?? '', description: profile.description ?? '' },
  });
  const field = bindField(form.register, form.formState.errors);
  const update = useUpdateBrandProfile();
  const submit = form.handleSubmit(async (v) => {
    try {
      await update.mutateAsync({
        name: v.name.trim(),
        website: v.website.trim() || null,
        description: v.description.trim() || null,
      });
      showSnackbar({ message: 'Profile saved.' });
      onDone();
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['name', 'website', 'description'] });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Card title="Edit profile">
        <div className={styles.form}>
          <TextField label="Brand name" {...field('name')} />
          <TextField label="Website" type="url" {...field('website')} />
          <TextAreaField label="About the brand" {...field('description')} />
          {form.formState.errors.root?.server?.message && (
            <p className={styles.error} role="alert">
              {form.formState.errors.root.server.message}
            </p>
          )}
          <div className={styles.row}>
            <Button htmlType="submit" loading={update.isPending}>
              Save
            </Button>
            <Button color="tertiary" onClick={onDone}>
              Cancel
            </Button>
          </div>
        </div>
      </Card>
    </form>
  );
};

export default BrandProfilePage;
