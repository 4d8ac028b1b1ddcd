import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/stores/auth-store';
import styles from './selected-brand-chip.module.css';

/**
 * Which managed brand a Strategist is acting for, with a way to switch. On a narrow top bar the brand's name gives
 * way (cut with an ellipsis, whole in its title) and "Acting for" is left to screen readers, so Switch stays in view.
 */
export const SelectedBrandChip = () => {
  const brand = useAuthStore((state) => state.selectedBrand);
  if (!brand)
    return (
      <p className={styles.chip}>
        <Link to={paths.internal.selectBrand.path}>Choose a brand</Link>
      </p>
    );
  return (
    <p className={styles.chip}>
      <span className={styles.lead}>Acting for </span>
      <strong className={styles.name} title={brand.name}>
        {brand.name}
      </strong>
      <span className={styles.switch}>
        {' · '}
        <Link to={paths.internal.selectBrand.path}>Switch</Link>
      </span>
    </p>
  );
};
