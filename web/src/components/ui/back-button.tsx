import { useNavigate } from 'react-router-dom';
import { AppButtonLink } from './app-link';
import { buttonClassName, type ButtonSize } from './button';
import { ArrowLeftIcon } from './icons';

/**
 * Goes to `to`, or takes the screen's own way back (`onBack`: a phone's list pane), or one step back in history. Its
 * label defaults to "Back" (spec §9); with `hideLabel` only the arrow shows and screen readers hear the label.
 */
export const BackButton = ({
  to,
  onBack,
  label = 'Back',
  hideLabel = false,
  size = 'small',
  className,
}: {
  to?: string;
  onBack?: () => void;
  label?: string;
  hideLabel?: boolean;
  size?: ButtonSize;
  className?: string;
}) => {
  const navigate = useNavigate();
  if (to)
    return (
      <AppButtonLink to={to} color="tertiary" size={size} icon={<ArrowLeftIcon size={16} />}>
        {label}
      </AppButtonLink>
    );
  return (
    <button
      type="button"
      className={buttonClassName({ color: 'tertiary', size, className })}
      onClick={onBack ?? (() => navigate(-1))}
      aria-label={hideLabel ? label : undefined}
    >
      <ArrowLeftIcon size={16} />
      {!hideLabel && label}
    </button>
  );
};
