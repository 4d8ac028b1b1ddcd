import { useNavigate } from 'react-router-dom';
import { AppButtonLink } from './app-link';
import { buttonClassName, type ButtonSize } from './button';
import { ArrowLeftIcon } from './icons';

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
      <AppButtonLink to={to} color="tertiary" size={size} icon={<ArrowLeftIcon size={16} />}>
        {label}
      </AppButtonLink>
    );
  return (
    <button type="button" className={buttonClassName({ color: 'tertiary', size })} onClick={() => navigate(-1)}>
      <ArrowLeftIcon size={16} />
      {label}
    </button>
  );
};
