import { StaffConsoleFrame } from '@/features/staff/components/staff-console-frame';
import StaffInbox from '@/features/support/routes/staff-inbox';

/** /staff/support: the support inbox inside the staff console. */
const StaffSupportRoute = () => (
  <StaffConsoleFrame
    title="Support inbox"
    description="Every request from brands and creators. Answers are e-mailed to them and shown in their support page."
  >
    <StaffInbox />
  </StaffConsoleFrame>
);

export default StaffSupportRoute;
