import { Outlet } from 'react-router-dom';
import { PastDueBanner } from '@/features/billing/components/past-due-banner';
import { AreaShell } from './area-shell';

/** Layout "brand": the brand sidebar, with the owner's failed-payment banner above every page. */
const BrandLayout = () => (
  <AreaShell area="brand">
    <PastDueBanner />
    <Outlet />
  </AreaShell>
);
export default BrandLayout;
