import { memo } from 'react';
import type { TReviewItem } from '@schemas/content-review';
import { Avatar } from '@/components/ui/avatar';
import { DeliverableStatusBadge } from '@/components/ui/status-badge';
import { useDrawnRows } from '@/lib/queries/use-drawn-rows';
import styles from './content-review.module.css';
import { deliverableName, formatDate } from '@/lib/format';

type DeliverableListProps = {
  items: TReviewItem[];
  selectedId: string | undefined;
  onOpen: (id: string) => void;
  checked: ReadonlySet<string>;
  onCheck: (id: string, isChecked: boolean) => void;
};

/** The deliverables drawn with the page: more than the list pane shows before it scrolls. */
const FIRST_ITEMS = 8;

const byCreator = (items: readonly TReviewItem[]) => {
  const groups = new Map<string, TReviewItem[]>();
  for (const item of items) groups.set(item.creator.id, [...(groups.get(item.creator.id) ?? []), item]);
  return [...groups.values()];
};

type RowProps = Pick<DeliverableListProps, 'onOpen' | 'onCheck'> & {
  item: TReviewItem;
  isChecked: boolean;
  isOpen: boolean;
};

/** One deliverable: its tick for bulk approval, its status and versions. Memoised: the list draws again as a tick or
 * the open deliverable changes, and the other rows stay as they are. */
const DeliverableRow = memo(function DeliverableRow({ item, isChecked, isOpen, onOpen, onCheck }: RowProps) {
  return (
    <li className={styles.itemRow}>
      {item.can_approve ? (
        <input
          type="checkbox"
          className={styles.itemCheck}
          checked={isChecked}
          onChange={(e) => onCheck(item.id, e.target.checked)}
          aria-label={`Select ${deliverableName(item)} by ${item.creator.name} for approval`}
        />
      ) : (
        <span className={styles.itemCheck} aria-hidden="true" />
      )}
      <button type="button" className={styles.item} aria-current={isOpen} onClick={() => onOpen(item.id)}>
        <span className={styles.itemTitle}>{deliverableName(item)}</span>
        <DeliverableStatusBadge status={item.status} />
        <span className={styles.itemMeta}>
          {item.versions === 0 ? 'No version yet' : `${item.versions} version${item.versions === 1 ? '' : 's'}`}
          {item.due_date && ` · due ${formatDate(`${item.due_date}T12:00:00Z`)}`}
        </span>
      </button>
    </li>
  );
});

/** Deliverables grouped by creator; those waiting for review can be ticked for bulk approval. The rows past the first
 * screen follow in a transition (`useDrawnRows`). */
export const DeliverableList = ({ items, selectedId, onOpen, checked, onCheck }: DeliverableListProps) => {
  const drawn = useDrawnRows(items, FIRST_ITEMS);
  return (
    <div className={styles.groups}>
      {byCreator(drawn).map((group) => {
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
                <DeliverableRow
                  key={item.id}
                  item={item}
                  isChecked={checked.has(item.id)}
                  isOpen={item.id === selectedId}
                  onOpen={onOpen}
                  onCheck={onCheck}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
};
