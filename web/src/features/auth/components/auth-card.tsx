import type { ReactNode } from 'react';
import styles from './auth.module.css';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  tone?: 'default' | 'danger' | 'success';
  children?: ReactNode;
  /** A line of text under the card (a paragraph, so its links are underlined as links in text are). */
  footer?: ReactNode;
};

/** The frame of every auth screen: optional icon, the page's <h1>, a short description, content, footer. */
export const AuthCard = ({ title, description, icon, tone = 'default', children, footer }: AuthCardProps) => (
  <section className={styles.card}>
    {icon && (
      <span
        className={`${styles.icon} ${tone === 'danger' ? styles.iconDanger : tone === 'success' ? styles.iconSuccess : ''}`}
      >
        {icon}
      </span>
    )}
    <header>
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.description}>{description}</p>}
    </header>
    {children}
    {footer && <p className={styles.footer}>{footer}</p>}
  </section>
);
