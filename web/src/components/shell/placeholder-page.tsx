import type { ReactNode } from 'react';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page-header';
import styles from './screens.module.css';

export type PlaceholderCopy = {
  /** The page heading. */
  title: string;
  /** What this page is for (under the heading). */
  description?: string;
  /** The empty state's title: what will be here. */
  empty: string;
  /** A friendly next step. */
  hint?: string;
  eyebrow?: string;
  icon?: ReactNode;
};

/** A screen a later issue will build: its real heading and a friendly "what will be here" empty state. */
export const PlaceholderPage = ({
  title,
  description,
  empty,
  hint,
  eyebrow,
  icon,
  actions,
}: PlaceholderCopy & { actions?: ReactNode }) => (
  <div className={styles.placeholder}>
    <PageHeader title={title} description={description} eyebrow={eyebrow} />
    <EmptyState
      title={empty}
      description={hint ?? 'We are putting the finishing touches on this page. Check back soon.'}
      icon={icon}
      actions={actions}
    />
  </div>
);
