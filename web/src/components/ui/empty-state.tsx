import type { ReactNode } from 'react';
import styles from './feedback.module.css';
import { SparklesIcon } from './icons';

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
};

export const EmptyState = ({ title, description, icon, actions, headingLevel = 2 }: EmptyStateProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.state}>
      <span className={styles.stateIcon}>{icon ?? <SparklesIcon size={26} />}</span>
      <Heading className={styles.stateTitle}>{title}</Heading>
      {description && <p className={styles.stateText}>{description}</p>}
      {actions && <div className={styles.stateActions}>{actions}</div>}
    </div>
  );
};
