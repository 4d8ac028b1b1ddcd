import { InternalTeamPanel } from '@/features/internal-team/components/internal-team-panel';
import { StaffConsoleFrame } from '@/features/staff/components/staff-console-frame';

/** /staff/team: the internal team (invite strategists and staff, deactivate, hand brands over) inside the staff console. */
const StaffTeamRoute = () => (
  <StaffConsoleFrame
    title="Team"
    description="Strategists and staff: invite them by e-mail, see which brands each manages, hand brands over and deactivate accounts."
  >
    <InternalTeamPanel />
  </StaffConsoleFrame>
);

export default StaffTeamRoute;
