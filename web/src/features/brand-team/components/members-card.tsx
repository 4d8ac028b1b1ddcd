import { useState } from 'react';
import type { TTeam, TTeamMember, TTeamRole } from '@schemas/team';
import layout from '@/components/styles/layout.module.css';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useChangeMemberRole } from '../api/change-member-role';
import { useRemoveMember } from '../api/remove-member';
import styles from './team.module.css';
import { enumLabel } from '@/lib/format';

const fail = (e: unknown) => showSnackbar({ variant: 'error', message: errorMessage(e) });

/** The members; owner and admins change roles and remove people (never the owner or themselves). */
export const MembersCard = ({
  team,
  canManage,
  actions,
}: {
  team: TTeam;
  canManage: boolean;
  actions?: React.ReactNode;
}) => {
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TTeamMember | null>(null);
  const editable = (m: TTeamMember) => canManage && m.role !== 'owner' && !m.is_you;
  return (
    <Card title="Members" actions={actions}>
      <ul className={layout.listDivided} aria-label="Members">
        {team.members.map((m) => (
          <li key={m.user_id} className={styles.item} aria-label={m.name}>
            <div className={layout.person}>
              <Avatar name={m.name} src={m.display_picture} />
              <div className={styles.who}>
                <strong>
                  {m.name}
                  {m.is_you && ' (you)'}
                </strong>
                <span className={layout.muted}>{m.email}</span>
              </div>
            </div>
            <div className={layout.row}>
              {editable(m) ? (
                <>
                  <SelectField
                    label={`Role of ${m.name}`}
                    hideLabel
                    value={m.role}
                    disabled={changeRole.isPending}
                    onChange={(e) =>
                      changeRole.mutate(
                        { userId: m.user_id, role: e.target.value as TTeamRole },
                        {
                          onSuccess: () =>
                            showSnackbar({
                              message: `${m.name} is now ${e.target.value === 'admin' ? 'an admin' : 'a member'}.`,
                            }),
                          onError: fail,
                        },
                      )
                    }
                  >
                    <option value="admin">Admin</option>
                    <option value="member">Member</option>
                  </SelectField>
                  <Button color="secondary" size="small" onClick={() => setRemoving(m)}>
                    Remove
                  </Button>
                </>
              ) : (
                <span className={`${layout.badge} ${m.role === 'owner' ? layout.badgeInfo : ''}`}>
                  {enumLabel(m.role)}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmModal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing?.name ?? ''}?`}
        description="They lose access to this brand at once and are signed out. Their seat becomes free."
        confirmLabel="Remove from team"
        onConfirm={() =>
          removing &&
          remove.mutate(removing.user_id, {
            onSuccess: (r) => {
              setRemoving(null);
              showSnackbar({ message: r.detail });
            },
            onError: fail,
          })
        }
        busy={remove.isPending}
      />
    </Card>
  );
};
