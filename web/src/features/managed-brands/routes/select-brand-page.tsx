import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowRightIcon, BuildingIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useActFor } from '@/lib/auth/use-act-for';
import { useAuthStore } from '@/lib/stores/auth-store';
import styles from './select-brand.module.css';

/** /internal/select-brand — a Strategist picks which managed brand to act for (sent as X-Selected-Brand). */
const SelectBrandPage = () => {
  const choose = useActFor();
  const brands = useAuthStore((state) => state.user?.managed_brands ?? []);
  const selected = useAuthStore((state) => state.selectedBrand);

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
