import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/stores/auth-store';

/** Which managed brand a Strategist is acting for, with a way to switch. */
export const SelectedBrandChip = () => {
  const brand = useAuthStore((state) => state.selectedBrand);
  return (
    <p
      style={{
        fontSize: 'var(--text-sm)',
        color: 'var(--color-text-muted)',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {brand ? (
        <>
          Acting for <strong style={{ color: 'var(--color-text)' }}>{brand.name}</strong> ·{' '}
          <Link to={paths.internal.selectBrand.path}>Switch</Link>
        </>
      ) : (
        <Link to={paths.internal.selectBrand.path}>Choose a brand</Link>
      )}
    </p>
  );
};
