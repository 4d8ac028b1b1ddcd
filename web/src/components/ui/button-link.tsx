import { Link, useNavigate, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonColor, type ButtonSize, type IconPosition } from './button';
import { ArrowLeftIcon } from './icons';
import type { ReactNode } from 'react';

type ButtonLinkProps = LinkProps & {
  color?: ButtonColor;
  size?: ButtonSize;
  icon?: ReactNode;
  iconPosition?: IconPosition;
  fullWidth?: boolean;
};

/** A router link that looks like a Button. */
export const ButtonLink = ({
  color,
  size,
  icon,
  iconPosition = 'left',
  fullWidth,
  className,
  children,
  ...link
}: ButtonLinkProps) => (
  <Link className={buttonClassName({ color, size, fullWidth, className })} {...link}>
    {iconPosition === 'left' && icon}
    {children}
    {iconPosition === 'right' && icon}
  </Link>
);

/** Goes to `to`, or one step back in history. Its label defaults to "Back" (spec §9). */
export const BackButton = ({
  to,
  label = 'Back',
  size = 'small',
}: {
  to?: string;
  label?: string;
  size?: ButtonSize;
}) => {
  const navigate = useNavigate();
  if (to)
    return (
      <ButtonLink to={to} color="tertiary" size={size} icon={<ArrowLeftIcon size={16} />}>
        {label}
      </ButtonLink>
    );
  return (
    <button type="button" className={buttonClassName({ color: 'tertiary', size })} onClick={() => navigate(-1)}>
      <ArrowLeftIcon size={16} />
      {label}
    </button>
  );
};
