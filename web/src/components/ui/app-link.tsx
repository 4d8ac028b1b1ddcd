import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { hasNavigator, navigateTo } from '@/lib/navigation';
import { buttonClassName, type ButtonColor, type ButtonSize } from './button';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode };

/** A click the browser should handle itself: another tab or window, a download, or not the main button. */
const isBrowserClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  Boolean(event.currentTarget.target && event.currentTarget.target !== '_self');

/**
 * A link to a page of the app for the pages that run with and without the router (the sign-in, sign-up, reset and
 * activation pages): a plain click goes through the running entry's navigator (lib/navigation.ts), any other click and
 * a page without a navigator load the address as any link does.
 */
export const AppLink = ({ to, onClick, ...anchor }: AppLinkProps) => (
  <a
    href={to}
    {...anchor}
    onClick={(event) => {
      onClick?.(event);
      if (isBrowserClick(event) || !hasNavigator()) return;
      event.preventDefault();
      navigateTo(to);
    }}
  />
);

type AppButtonLinkProps = AppLinkProps & {
  color?: ButtonColor;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Button `type="link"`'s look (a text button). */
  textLook?: boolean;
  /** Shown before the label, as a Button's left icon. */
  icon?: ReactNode;
};

/**
 * An AppLink that looks like a Button: every link styled as a button, on the public pages and under the router alike
 * (the router registers its navigator, so a plain click navigates within the app).
 */
export const AppButtonLink = ({
  color,
  size,
  fullWidth,
  textLook,
  icon,
  className,
  children,
  ...link
}: AppButtonLinkProps) => (
  <AppLink className={buttonClassName({ color, size, fullWidth, link: textLook, className })} {...link}>
    {icon}
    {children}
  </AppLink>
);
