import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowRightIcon, BuildingIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { authStore, useAuthStore, type TSelectedBrand } from '@/lib/stores/auth-store';
import styles from './select-brand.module.css';

/** /internal/select-brand — a Strategist picks which managed brand to act for (sent as X-Selected-Brand). */
const SelectBrandPage = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const brands = useAuthStore((state) => state.user?.managed_brands ?? []);
  const selected = useAuthStore((state) => state.selectedBrand);

  const choose = (brand: TSelectedBrand) => {
    authStore.getState().selectBrand({ id: brand.id, name: brand.name });
    // Cached data belongs to the previous brand.
    void queryClient.resetQueries();
    navigate(paths.internal.campaigns.path);
  };

  return (
    <>
      <PageHeader eyebrow="Internal" title="Choose a brand" description="Pick the brand you are working for. You can switch at any time from the top bar." />
      {brands.length === 0 ? (
        <EmptyState
          icon={<BuildingIcon size={26} />}
          title="No brands assigned to you yet"
          description="Ask a staff member to add you as a strategist for a brand, then sign in again."
        />
      ) : (
        <Card padding="none">
          <ul className={styles.list} aria-label="Managed brands">
            {brands.map((brand) => (
              <li key={brand.id}>
                <button type="button" className={styles.brand} onClick={() => choose(brand)} aria-current={selected?.id === brand.id}>
                  <span className={styles.initial} aria-hidden="true">
                    {brand.name.slice(0, 1).toUpperCase()}
                  </span>
                  <span className={styles.name}>
                    {brand.name}
                    {selected?.id === brand.id && <span className={styles.current}>Current</span>}
                  </span>
                  <ArrowRightIcon size={18} />
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
};

export default SelectBrandPage;
