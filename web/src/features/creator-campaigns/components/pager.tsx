import { Button } from '@/components/ui/button';
import styles from './creator-campaigns.module.css';

/** Previous / next with "page x of y" announced to screen readers. */
export const Pager = ({
  page,
  count,
  pageSize,
  onPage,
}: {
  page: number;
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
}) => {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Button size="small" color="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite" className={styles.muted}>
        Page {page} of {pages}
      </span>
      <Button size="small" color="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
};
