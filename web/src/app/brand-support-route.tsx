import { AccountManagerCard } from '@/features/account-manager/components/account-manager-card';
import BrandSupportPage from '@/features/support/routes/brand-support-page';

/** /brand/support: the account manager first (Enterprise, or where to get it), then support requests. */
const BrandSupportRoute = () => <BrandSupportPage accountManager={<AccountManagerCard />} />;

export default BrandSupportRoute;
