import type { ReactNode } from 'react';
import styles from './callout.module.css';

type TCalloutProps = {
  /** The landmark's accessible name. */
  label: string;
  title: string;
  /** A heading when the callout stands in for a whole page's content; a paragraph inside other content. */
  headingLevel?: 2 | 3;
  description: string;
  icon?: ReactNode;
  /** More content under the description (a list of what is included). */
  children?: ReactNode;
  /** The way forward (a link button). */
  action?: ReactNode;
};

/** A dashed card inviting the user somewhere (a plan upsell, an unfinished setup): never an error. */
export const Callout = ({ label, title, headingLevel, description, icon, children, action }: TCalloutProps) => {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <aside className={styles.callout} aria-label={label}>
      {icon}
      <div className={styles.body}>
        <Title className={styles.title}>{title}</Title>
        <p className={styles.description}>{description}</p>
        {children}
      </div>
      {action}
    </aside>
  );
};
