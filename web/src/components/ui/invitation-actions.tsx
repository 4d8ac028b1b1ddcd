import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { Button } from './button';

/** A mutation taking an invitation's id (React Query's `useMutation` result fits). */
type InvitationMutation = {
  isPending: boolean;
  variables?: string;
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
};

type InvitationActionsProps = {
  invitation: { id: string; email: string };
  resend: InvitationMutation;
  withdraw: InvitationMutation;
};

const fail = (error: unknown) => showSnackbar({ variant: 'error', message: errorMessage(error) });

/** Resend (a new 7-day link) and Withdraw for one pending invitation, each busy only for its own row. */
export const InvitationActions = ({ invitation: { id, email }, resend, withdraw }: InvitationActionsProps) => (
  <>
    <Button
      size="small"
      color="secondary"
      loading={resend.isPending && resend.variables === id}
      onClick={() =>
        resend.mutate(id, {
          onSuccess: () => showSnackbar({ message: `A new link was sent to ${email}.` }),
          onError: fail,
        })
      }
    >
      Resend
    </Button>
    <Button
      size="small"
      color="grey"
      loading={withdraw.isPending && withdraw.variables === id}
      onClick={() =>
        withdraw.mutate(id, {
          onSuccess: () => showSnackbar({ message: `The invitation to ${email} was withdrawn.` }),
          onError: fail,
        })
      }
    >
      Withdraw
    </Button>
  </>
);
