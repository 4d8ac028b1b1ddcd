import type { TReviewItem } from '@schemas/content-review';
import { Button } from '@/components/ui/button';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useBulkApprove } from '../api/bulk-approve';
import styles from './content-review.module.css';

type BulkApproveBarProps = {
  campaignId: string;
  items: TReviewItem[];
  checked: ReadonlySet<string>;
  onCheckedChange: (ids: Set<string>) => void;
};

/** "Select all waiting" and "Approve selected": each approval succeeds or fails on its own. */
export const BulkApproveBar = ({ campaignId, items, checked, onCheckedChange }: BulkApproveBarProps) => {
  const bulk = useBulkApprove();
  const approvable = items.filter((i) => i.can_approve);
  const selected = approvable.filter((i) => checked.has(i.id));
  if (approvable.length === 0) return null;
  const allChecked = selected.length === approvable.length;

  const approve = () =>
    bulk.mutate(
      { campaignId, deliverableIds: selected.map((i) => i.id) },
      {
        onSuccess: (result) => {
          onCheckedChange(new Set(result.results.filter((r) => !r.ok).map((r) => r.deliverable_id)));
          const failures = result.results.filter((r) => !r.ok);
          showSnackbar(
            failures.length === 0
              ? { message: `Approved ${result.approved} deliverable${result.approved === 1 ? '' : 's'}.` }
              : {
                  variant: 'warning',
                  message: `Approved ${result.approved}; ${result.failed} could not be approved.`,
                  details: failures.map((f) => f.detail).join('\n'),
                  detailsTitle: 'Why',
                },
          );
        },
        onError: (error) => showSnackbar({ variant: 'error', message: error.message }),
      },
    );

  return (
    <div className={styles.bulkBar}>
      <label className={styles.bulkAll}>
        <input
          type="checkbox"
          checked={allChecked}
          onChange={(e) => onCheckedChange(new Set(e.target.checked ? approvable.map((i) => i.id) : []))}
        />
        Select all waiting for review ({approvable.length})
      </label>
      <Button size="small" disabled={selected.length === 0} loading={bulk.isPending} onClick={approve}>
        Approve selected{selected.length > 0 ? ` (${selected.length})` : ''}
      </Button>
    </div>
  );
};
