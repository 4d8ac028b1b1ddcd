import { formatFullCount } from '@/lib/format';
import { Button } from './button';
import styles from './pager.module.css';

type PagerProps = {
  page: number;
  /** How many pages there are (at least 1). */
  pages: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name, e.g. "Invoice pages". */
  label?: string;
  /** Shown after "Page x of y" (e.g. "42 movements"); with it the pager shows even on a single page. */
  summary?: string;
};

/** Previous / next with "Page x of y" announced to screen readers; nothing when there is a single page. */
export const Pager = ({ page, pages, onPage, label = 'Pages', summary }: PagerProps) => {
  if (pages <= 1 && !summary) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button size="small" color="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={styles.status} aria-live="polite">
        Page {formatFullCount(page)} of {formatFullCount(pages)}
        {summary ? ` · ${summary}` : ''}
      </span>
      <Button size="small" color="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
};

/** The number of pages for `count` items `pageSize` at a time (at least 1). */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));
