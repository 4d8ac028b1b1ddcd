import { AreaShell } from './area-shell';

/** Layout "brand": the brand sidebar. */
const BrandLayout = () => <AreaShell area="brand" />;
export default BrandLayout;
