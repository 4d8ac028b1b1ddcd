import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

type CardProps = HTMLAttributes<HTMLElement> & {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  padding?: 'none' | 'normal' | 'large';
  as?: 'section' | 'article' | 'div';
};

export const Card = ({
  title,
  description,
  actions,
  padding = 'normal',
  as: Tag = 'section',
  className,
  children,
  ...rest
}: CardProps) => (
  <Tag
    className={[
      styles.card,
      padding === 'normal' && styles.padded,
      padding === 'large' && styles.paddedLarge,
      className,
    ]
      .filter(Boolean)
      .join(' ')}
    {...rest}
  >
    {(title || actions) && (
      <header className={styles.header}>
        <div>
          {title && <h2 className={styles.title}>{title}</h2>}
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions}
      </header>
    )}
    {children}
  </Tag>
);
