import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonColor = 'primary' | 'secondary' | 'tertiary' | 'red' | 'grey';
export type ButtonSize = 'small' | 'medium' | 'large';
type IconPosition = 'left' | 'right';

type StyleOptions = { color?: ButtonColor; size?: ButtonSize; fullWidth?: boolean; link?: boolean; className?: string };

/** The button look for elements that are not a <Button> (router links, plain anchors on the landing page). */
export const buttonClassName = ({
  color = 'primary',
  size = 'medium',
  fullWidth,
  link,
  className,
}: StyleOptions = {}) =>
  [
    styles.button,
    styles[size],
    color !== 'primary' && styles[color],
    link && styles.link,
    fullWidth && styles.fullWidth,
    className,
  ]
    .filter(Boolean)
    .join(' ');

type CommonProps = {
  color?: ButtonColor;
  size?: ButtonSize;
  icon?: ReactNode;
  iconPosition?: IconPosition;
  fullWidth?: boolean;
  loading?: boolean;
  children?: ReactNode;
};

export type ButtonProps = CommonProps &
  (
    | ({ type?: 'button'; htmlType?: 'button' | 'submit' | 'reset' } & Omit<
        ButtonHTMLAttributes<HTMLButtonElement>,
        'type' | 'color'
      >)
    | ({ type: 'link'; href?: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'type' | 'color'>)
  );

const Content = ({ icon, iconPosition = 'left', loading, children }: CommonProps) => (
  <>
    {loading ? <span className={styles.spinner} aria-hidden="true" /> : iconPosition === 'left' && icon}
    {children}
    {!loading && iconPosition === 'right' && icon}
  </>
);

/**
 * Button: sizes small|medium|large, icon left|right, `type` button|link (spec §5), colours primary,
 * secondary, tertiary, red, grey. `type="link"` with an `href` renders an anchor; use AppButtonLink for pages of the app.
 */
type NativeButtonProps = { type?: 'button' | 'link'; htmlType?: 'button' | 'submit' | 'reset' } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'color'
>;

/**
 * A button that shows `loading` runs an action: the second click of a double-click is ignored (a submit button does not
 * submit again), because the action's pending state disables the button only a task later (react-query notifies in a
 * timeout), too late to stop the second click.
 */
const ignoringSecondClick =
  (onClick: NativeButtonProps['onClick']): NativeButtonProps['onClick'] =>
  (event) => {
    if (event.detail > 1) event.preventDefault();
    else onClick?.(event);
  };

export const Button = ({
  color,
  size,
  icon,
  iconPosition,
  fullWidth,
  loading,
  children,
  className,
  ...rest
}: ButtonProps) => {
  const content = (
    <Content icon={icon} iconPosition={iconPosition} loading={loading}>
      {children}
    </Content>
  );

  if (rest.type === 'link' && rest.href) {
    const { type: _type, ...anchor } = rest;
    return (
      <a className={buttonClassName({ color, size, fullWidth, link: true, className })} {...anchor}>
        {content}
      </a>
    );
  }
  const { type, htmlType = 'button', disabled, onClick, ...button } = rest as NativeButtonProps;
  return (
    <button
      type={htmlType}
      className={buttonClassName({ color, size, fullWidth, link: type === 'link', className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={loading === undefined ? onClick : ignoringSecondClick(onClick)}
      {...button}
    >
      {content}
    </button>
  );
};
