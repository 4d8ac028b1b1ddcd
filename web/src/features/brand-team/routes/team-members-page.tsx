import { useState } from 'react';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { useTeamAbility } from '@/lib/auth/use-can';
import { errorMessage } from '@/lib/form-errors';
import { useInvitations } from '../api/get-invitations';
import { useTeam } from '../api/get-team';
import { InvitationsCard } from '../components/invitations-card';
import { InviteForm } from '../components/invite-form';
import { MembersCard } from '../components/members-card';
import { SeatsCard } from '../components/seats-card';
import { TransferOwnershipModal } from '../components/transfer-ownership-modal';

/** /brand/settings/team-members: the team, its seats and invitations; what each role may do, and only that. */
const TeamMembersPage = () => {
  const team = useTeam();
  const invitations = useInvitations();
  const canManage = useTeamAbility('team');
  const canBill = useTeamAbility('billing');
  const isOwner = useTeamAbility('transfer_ownership');
  const [transferring, setTransferring] = useState(false);

  const header = (
    <PageHeader
      eyebrow="Settings"
      title="Team members"
      description={
        canManage
          ? 'Invite colleagues, choose what they can do and free seats when people leave.'
          : 'Who works on this brand. Only the owner and admins can invite or remove people.'
      }
    />
  );
  if (team.isPending || invitations.isPending) {
    return (
      <div className={layout.stack} aria-busy="true">
        {header}
        <Skeleton height={96} />
        <Skeleton height={220} />
      </div>
    );
  }
  if (team.isError || invitations.isError) {
    return (
      <div className={layout.stack}>
        {header}
        <ErrorState
          description={errorMessage(team.error ?? invitations.error)}
          onRetry={() => void Promise.all([team.refetch(), invitations.refetch()])}
        />
      </div>
    );
  }
  return (
    <div className={layout.stack}>
      {header}
      <SeatsCard seats={team.data.seats} canUpgrade={canBill} />
      {canManage && <InviteForm />}
      <MembersCard
        team={team.data}
        canManage={canManage}
        actions={
          isOwner && (
            <Button size="small" color="secondary" onClick={() => setTransferring(true)}>
              Transfer ownership
            </Button>
          )
        }
      />
      <InvitationsCard invitations={invitations.data.results} canManage={canManage} />
      {transferring && (
        <TransferOwnershipModal open members={team.data.members} onClose={() => setTransferring(false)} />
      )}
    </div>
  );
};

export default TeamMembersPage;
