import { AreaShell } from './area-shell';

/** Layout "strategist": the internal sidebar with the selected managed brand in the top bar. */
const StrategistLayout = () => <AreaShell area="internal" />;
export default StrategistLayout;
