import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  eyebrow?: string;
  actions?: ReactNode;
  back?: ReactNode;
};

/** The page's one <h1>, with an optional eyebrow, description, back link and actions. */
export const PageHeader = ({ title, description, eyebrow, actions, back }: PageHeaderProps) => (
  <header className={styles.header}>
    <div>
      {back && <div className={styles.back}>{back}</div>}
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.description}>{description}</p>}
    </div>
    {actions && <div className={styles.actions}>{actions}</div>}
  </header>
);
