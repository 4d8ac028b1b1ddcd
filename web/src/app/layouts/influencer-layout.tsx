import { AreaShell } from './area-shell';

/** Layout "influencer": the creator sidebar. */
const InfluencerLayout = () => <AreaShell area="creator" />;
export default InfluencerLayout;
