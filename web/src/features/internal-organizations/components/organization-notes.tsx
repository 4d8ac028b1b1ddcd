import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { useAddBrandNote, useBrandNotes } from '../api/brand-notes';
import styles from './internal-organizations.module.css';
import { formatRelative } from '@/lib/format';

/** Notes strategists keep about the brand; the brand never sees them. */
export const OrganizationNotes = ({ brandId }: { brandId: string }) => {
  const notes = useBrandNotes(brandId);
  const add = useAddBrandNote(brandId);
  const [draft, setDraft] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    add.mutate(draft, { onSuccess: () => setDraft('') });
  };
  return (
    <Card title="Internal notes" description="Only strategists and staff see these.">
      <form onSubmit={submit} className={styles.stackSm}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="brand-note">
            New note
          </label>
          <textarea
            id="brand-note"
            className={styles.textarea}
            value={draft}
            maxLength={5000}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="What should the next person know about this brand?"
          />
        </div>
        {add.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(add.error)}
          </p>
        )}
        <div>
          <Button htmlType="submit" size="small" loading={add.isPending} disabled={!draft.trim()}>
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
