import type { TReviewItem } from '@schemas/content-review';
import { Avatar } from '@/components/ui/avatar';
import { DeliverableStatusBadge } from '@/components/ui/status-badge';
import styles from './content-review.module.css';
import { deliverableName, formatDate } from '@/lib/format';

type DeliverableListProps = {
  items: TReviewItem[];
  selectedId: string | undefined;
  onOpen: (id: string) => void;
  checked: ReadonlySet<string>;
  onCheck: (id: string, isChecked: boolean) => void;
};

const byCreator = (items: TReviewItem[]) => {
  const groups = new Map<string, TReviewItem[]>();
  for (const item of items) groups.set(item.creator.id, [...(groups.get(item.creator.id) ?? []), item]);
  return [...groups.values()];
};

/** Deliverables grouped by creator; those waiting for review can be ticked for bulk approval. */
export const DeliverableList = ({ items, selectedId, onOpen, checked, onCheck }: DeliverableListProps) => (
  <div className={styles.groups}>
    {byCreator(items).map((group) => {
      const creator = group[0]!.creator;
      const headingId = `creator-${creator.id}`;
      return (
        <section key={creator.id} aria-labelledby={headingId} className={styles.group}>
          <h2 id={headingId} className={styles.groupTitle}>
            <Avatar name={creator.name} src={creator.display_picture} size="small" />
            {creator.name}
          </h2>
          <ul className={styles.items}>
            {group.map((item) => (
              <li key={item.id} className={styles.itemRow}>
                {item.can_approve ? (
                  <input
                    type="checkbox"
                    className={styles.itemCheck}
                    checked={checked.has(item.id)}
                    onChange={(e) => onCheck(item.id, e.target.checked)}
                    aria-label={`Select ${deliverableName(item)} by ${creator.name} for approval`}
                  />
                ) : (
                  <span className={styles.itemCheck} aria-hidden="true" />
                )}
                <button
                  type="button"
                  className={styles.item}
                  aria-current={item.id === selectedId}
                  onClick={() => onOpen(item.id)}
                >
                  <span className={styles.itemTitle}>{deliverableName(item)}</span>
                  <DeliverableStatusBadge status={item.status} />
                  <span className={styles.itemMeta}>
                    {item.versions === 0
                      ? 'No version yet'
                      : `${item.versions} version${item.versions === 1 ? '' : 's'}`}
                    {item.due_date && ` · due ${formatDate(`${item.due_date}T12:00:00Z`)}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      );
    })}
  </div>
);
