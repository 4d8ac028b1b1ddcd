import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useInternalTeam } from '../api/team';
import { InviteInternalMember } from './invite-internal-member';
import styles from './internal-team.module.css';
import { TeamMemberCard } from './team-member-card';

/**
 * The internal team: strategists and staff and the brands each manages; staff also invite and deactivate. Used by
 * /internal/settings/team and the staff console's Team section.
 */
export const InternalTeamPanel = () => {
  const team = useInternalTeam();
  const me = useAuthStore((s) => s.user);
  const isStaff = me?.profile_of === 'Staff' || !!me?.is_staff;
  const colleagues = (team.data?.results ?? []).filter((m) => m.role === 'Strategist' && m.status === 'ACTIVE');
  return (
    <div className={styles.stack}>
      {isStaff && <InviteInternalMember />}
      {team.isPending ? (
        <Skeleton height={200} />
      ) : team.isError ? (
        <ErrorState description="The team could not be loaded." onRetry={() => void team.refetch()} />
      ) : team.data.results.length === 0 ? (
        <EmptyState
          title="No internal team yet"
          description={isStaff ? 'Invite the first strategist above.' : 'Staff invite strategists.'}
        />
      ) : (
        <ul className={styles.list} aria-label="Internal team">
          {team.data.results.map((m) => (
            <TeamMemberCard key={m.id} member={m} isMe={m.id === me?.id} isStaff={isStaff} colleagues={colleagues} />
          ))}
        </ul>
      )}
    </div>
  );
};
