import { DeadLettersCard } from '../components/dead-letters-card';
import { OutboxCard } from '../components/outbox-card';
import { ScheduledJobsCard } from '../components/scheduled-jobs-card';
import { StaffConsoleFrame } from '../components/staff-console-frame';

/** /staff/operations: undispatched events, dead letters with re-send, the last runs of each scheduled job. */
const OperationsPage = () => (
  <StaffConsoleFrame
    title="Operations"
    description="Is the background work healthy? Events waiting for the queue, messages that failed, and the scheduled jobs."
  >
    <DeadLettersCard />
    <OutboxCard />
    <ScheduledJobsCard />
  </StaffConsoleFrame>
);

export default OperationsPage;
