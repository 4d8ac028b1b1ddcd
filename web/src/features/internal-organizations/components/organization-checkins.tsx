import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZCompleteCheckinRequest, type TCheckinTask } from '@schemas/internal-checkins';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormError } from '@/components/ui/form-error';
import { Skeleton } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { useCheckinTasks, useCompleteCheckin } from '../api/checkins';
import { HealthBadge } from './health-badge';
import styles from './internal-organizations.module.css';
import { formatDate, formatRelative } from '@/lib/format';

const OpenTask = ({ task, brandId }: { task: TCheckinTask; brandId: string }) => {
  const complete = useCompleteCheckin(brandId);
  const form = useForm({ resolver: zodResolver(ZCompleteCheckinRequest), defaultValues: { notes: '' } });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const empty = !form.watch('notes').trim();
  const submit = form.handleSubmit(async ({ notes }) => {
    try {
      await complete.mutateAsync({ taskId: task.id, notes });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['notes'] });
    }
  });
  return (
    <li className={styles.listItem}>
      <div className={styles.spread}>
        <strong>{task.campaign.title}</strong>
        <HealthBadge level={task.health.level} />
      </div>
      <p className={styles.muted}>
        Due {formatRelative(task.due_at)} · {task.health.reasons.join(' · ') || 'Nothing flagged'}
      </p>
      <form onSubmit={(e) => void submit(e)} className={styles.stackSm} noValidate>
        <TextAreaField
          label="Check-in notes for the brand"
          maxLength={5000}
          placeholder="What you reviewed, what happens next."
          {...field('notes')}
        />
        <FormError message={errors.root?.server?.message} />
        <div>
          <Button htmlType="submit" size="small" loading={isSubmitting} disabled={empty}>
            Mark check-in done
          </Button>
        </div>
      </form>
    </li>
  );
};

/** Campaign check-ins: the tasks the schedule opened (to close with notes the brand can read) and the recent done ones. */
export const OrganizationCheckins = ({ brandId }: { brandId: string }) => {
  const tasks = useCheckinTasks(brandId);
  const open = tasks.data?.results.filter((t) => t.status === 'open') ?? [];
  const done = tasks.data?.results.filter((t) => t.status === 'done') ?? [];
  return (
    <Card
      id="check-ins"
      title="Check-ins"
      description="Opened by the schedule on each campaign; brands with Campaign Check-ins read your notes."
    >
      {tasks.isPending ? (
        <Skeleton height={60} />
      ) : tasks.isError ? (
        <ErrorState description="Check-ins could not be loaded." onRetry={() => void tasks.refetch()} />
      ) : tasks.data.results.length === 0 ? (
        <p className={styles.muted}>
          No check-ins yet. Turn them on for a campaign above; the first one opens when it is due.
        </p>
      ) : (
        <div className={styles.stackSm}>
          {open.length > 0 && (
            <ul className={styles.list} aria-label="Due check-ins">
              {open.map((t) => (
                <OpenTask key={t.id} task={t} brandId={brandId} />
              ))}
            </ul>
          )}
          {done.length > 0 && (
            <ul className={styles.list} aria-label="Done check-ins">
              {done.map((t) => (
                <li key={t.id} className={styles.note}>
                  <span>
                    <strong>{t.campaign.title}</strong> ·{' '}
                    <span className={styles.muted}>
                      {formatDate(t.completed_at)} by {t.completed_by?.name ?? 'a former team member'}
                    </span>
                  </span>
                  <p>{t.notes}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
};
