import type { TTeam } from '@schemas/team';
import layout from '@/components/styles/layout.module.css';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import styles from './team.module.css';

/** Seats of the plan: members plus pending invitations, with the upsell when they are all taken. */
export const SeatsCard = ({ seats, canUpgrade }: { seats: TTeam['seats']; canUpgrade: boolean }) => {
  const taken = seats.used + seats.pending;
  const full = taken >= seats.total;
  return (
    <Card
      title="Seats"
      description={`${taken} of ${seats.total} ${seats.total === 1 ? 'seat' : 'seats'} taken: ${seats.used} ${seats.used === 1 ? 'member' : 'members'}, ${seats.pending} pending ${seats.pending === 1 ? 'invitation' : 'invitations'}.`}
    >
      <div
        className={styles.meter}
        role="meter"
        aria-label="Seats taken"
        aria-valuemin={0}
        aria-valuemax={seats.total}
        aria-valuenow={taken}
      >
        <div
          className={styles.meterFill}
          style={{ width: `${Math.min(100, (taken / Math.max(1, seats.total)) * 100)}%` }}
        />
      </div>
      {full && (
        <div className={layout.row} style={{ marginTop: 'var(--space-3)' }}>
          <p className={layout.muted}>
            All seats are taken.{' '}
            {canUpgrade
              ? 'Upgrade your plan to invite more colleagues, or withdraw a pending invitation.'
              : 'Ask the owner or an admin to upgrade the plan.'}
          </p>
          {canUpgrade && (
            <AppButtonLink to={paths.brand.plans.path} size="small">
              See plans
            </AppButtonLink>
          )}
        </div>
      )}
    </Card>
  );
};
