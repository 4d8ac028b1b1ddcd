import { useDeferredValue, useState } from 'react';
import layout from '@/components/styles/layout.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { useAssignableStrategists, useStaffBrands } from '../api/staff-brands';
import { StaffBrandCard } from '../components/staff-brand-card';
import { StaffConsoleFrame } from '../components/staff-console-frame';
import { StaffSearch } from '../components/staff-search';

/** /staff/brands: every brand's plan, seats, owner and managing strategists; staff assign and unassign strategists. */
const BrandsPage = () => {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const brands = useStaffBrands(query);
  const strategists = useAssignableStrategists();

  return (
    <StaffConsoleFrame
      title="Brands"
      description="Plan, seats and owner of every brand, and the strategists who manage it. Assigning a strategist gives them the brand in their workspace at once."
    >
      <StaffSearch label="Search brands" placeholder="Brand name or owner e-mail" value={q} onChange={setQ} />
      {brands.isPending || strategists.isPending ? (
        <Skeleton height={240} />
      ) : brands.isError || strategists.isError ? (
        <ErrorState
          description={errorMessage(brands.error ?? strategists.error)}
          onRetry={() => void Promise.all([brands.refetch(), strategists.refetch()])}
        />
      ) : brands.data.results.length === 0 ? (
        <EmptyState
          title="No brands found"
          description={query ? `No brand or owner matches “${query}”.` : 'No brand has signed up yet.'}
        />
      ) : (
        <ul className={layout.list} aria-label="Brands">
          {brands.data.results.map((b) => (
            <li key={b.id}>
              <StaffBrandCard brand={b} strategists={strategists.data.results} />
            </li>
          ))}
        </ul>
      )}
    </StaffConsoleFrame>
  );
};

export default BrandsPage;
