import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZBrandNoteRequest } from '@schemas/internal-organizations';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormError } from '@/components/ui/form-error';
import { Skeleton } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { useAddBrandNote, useBrandNotes } from '../api/brand-notes';
import styles from './internal-organizations.module.css';
import { formatRelative } from '@/lib/format';

/** Notes strategists keep about the brand; the brand never sees them. */
export const OrganizationNotes = ({ brandId }: { brandId: string }) => {
  const notes = useBrandNotes(brandId);
  const add = useAddBrandNote(brandId);
  const form = useForm({ resolver: zodResolver(ZBrandNoteRequest), defaultValues: { body: '' } });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const empty = !form.watch('body').trim();
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await add.mutateAsync(body);
      form.reset();
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['body'] });
    }
  });
  return (
    <Card title="Internal notes" description="Only strategists and staff see these.">
      <form onSubmit={(e) => void submit(e)} className={styles.stackSm} noValidate>
        <TextAreaField
          label="New note"
          maxLength={5000}
          placeholder="What should the next person know about this brand?"
          {...field('body')}
        />
        <FormError message={errors.root?.server?.message} />
        <div>
          <Button htmlType="submit" size="small" loading={isSubmitting} disabled={empty}>
            Save note
          </Button>
        </div>
      </form>
      {notes.isPending ? (
        <Skeleton height={60} />
      ) : notes.isError ? (
        <ErrorState description="Notes could not be loaded." onRetry={() => void notes.refetch()} />
      ) : notes.data.results.length === 0 ? (
        <p className={styles.muted}>No notes yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Notes">
          {notes.data.results.map((n) => (
            <li key={n.id} className={styles.note}>
              <p>{n.body}</p>
              <span className={styles.muted}>
                {n.author?.name ?? 'Former team member'} · {formatRelative(n.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
