import { useState } from 'react';
import { ZTransferOwnership, type TTeamMember } from '@schemas/team';
import layout from '@/components/styles/layout.module.css';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useTransferOwnership } from '../api/transfer-ownership';

/** The owner hands the brand to another member, confirming with their password; they become an admin. */
export const TransferOwnershipModal = ({
  open,
  members,
  onClose,
}: {
  open: boolean;
  members: TTeamMember[];
  onClose: () => void;
}) => {
  const transfer = useTransferOwnership();
  const candidates = members.filter((m) => !m.is_you);
  const [userId, setUserId] = useState(candidates[0]?.user_id ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => {
    const parsed = ZTransferOwnership.safeParse({ user_id: userId, password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    transfer.mutate(parsed.data, {
      onSuccess: () => {
        onClose();
        showSnackbar({ message: 'Ownership transferred. You are now an admin.' });
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };
  return (
    <ConfirmModal
      open={open}
      onClose={onClose}
      title="Transfer ownership"
      description="The new owner controls the plan, billing and the team. You stay on the team as an admin."
      confirmLabel="Transfer ownership"
      onConfirm={confirm}
      busy={transfer.isPending}
      disabled={candidates.length === 0}
    >
      {candidates.length === 0 ? (
        <p className={layout.muted}>Invite a colleague first: ownership can only go to a member of the team.</p>
      ) : (
        <div className={layout.stackSm}>
          <SelectField label="New owner" value={userId} onChange={(e) => setUserId(e.target.value)}>
            {candidates.map((m) => (
              <option key={m.user_id} value={m.user_id}>
                {m.name} ({m.email})
              </option>
            ))}
          </SelectField>
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
          />
        </div>
      )}
    </ConfirmModal>
  );
};
