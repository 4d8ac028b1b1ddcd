import { PageHeader } from '@/components/ui/page-header';
import { InternalTeamPanel } from '../components/internal-team-panel';
import styles from '../components/internal-team.module.css';

/** /internal/settings/team: strategists and staff, which brands each manages, handing a brand over, and (staff) invitations. */
const TeamPage = () => (
  <div className={styles.stack}>
    <PageHeader
      eyebrow="Settings"
      title="Team"
      description="The internal team: who manages which brands. Hand your brands to a colleague when you go on leave or change accounts."
    />
    <InternalTeamPanel />
  </div>
);

export default TeamPage;
