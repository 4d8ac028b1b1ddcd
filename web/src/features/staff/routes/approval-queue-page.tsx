import { useState } from 'react';
import type { TApprovalQueueItem } from '@schemas/staff';
import layout from '@/components/styles/layout.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useDecideCreator } from '../api/decide-creator';
import { useApprovalQueue, type QueueState } from '../api/get-approval-queue';
import { CreatorReviewCard } from '../components/creator-review-card';
import { RejectCreatorModal } from '../components/reject-creator-modal';
import { StaffConsoleFrame } from '../components/staff-console-frame';

const STATES: { value: QueueState; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'rejected', label: 'Changes requested' },
];

/** /staff (for staff): creators who finished onboarding, oldest first; approve, or ask for changes with a reason. */
const ApprovalQueuePage = () => {
  const [state, setState] = useState<QueueState>('waiting');
  const queue = useApprovalQueue(state);
  const decide = useDecideCreator();
  const [rejecting, setRejecting] = useState<TApprovalQueueItem | null>(null);

  const run = (input: Parameters<typeof decide.mutate>[0], success: string) =>
    decide.mutate(input, {
      onSuccess: () => {
        setRejecting(null);
        showSnackbar({ variant: 'success', message: success });
      },
      onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
    });

  return (
    <StaffConsoleFrame
      title="Creator approval"
      description="New creators wait here after onboarding. Approve them, or tell them what to change."
    >
      <div className={layout.row} role="group" aria-label="Queue">
        {STATES.map((s) => (
          <label
            key={s.value}
            className={layout.badge}
            style={{ cursor: 'pointer', fontSize: 'var(--text-sm)', padding: '6px 12px' }}
          >
            <input
              type="radio"
              name="queue-state"
              value={s.value}
              checked={state === s.value}
              onChange={() => setState(s.value)}
            />{' '}
            {s.label}
          </label>
        ))}
        {queue.data && (
          <span className={layout.muted}>
            {queue.data.count} {queue.data.count === 1 ? 'creator' : 'creators'}
          </span>
        )}
      </div>
      {queue.isPending ? (
        <div className={layout.list} aria-busy="true" aria-label="Loading the queue">
          <Skeleton height={220} />
          <Skeleton height={220} />
        </div>
      ) : queue.isError ? (
        <QueryError query={queue} />
      ) : queue.data.results.length === 0 ? (
        <EmptyState
          icon={<CheckCircleIcon size={26} />}
          title={state === 'waiting' ? 'No creators waiting' : 'Nobody is making changes'}
          description={
            state === 'waiting'
              ? 'Creators appear here when they finish onboarding: a complete profile and a connected account.'
              : 'Creators you ask for changes are listed here until they send their profile again.'
          }
        />
      ) : (
        <ul className={layout.list} aria-label="Creators">
          {queue.data.results.map((creator) => (
            <li key={creator.id}>
              <CreatorReviewCard
                creator={creator}
                busy={decide.isPending && decide.variables?.creatorId === creator.id}
                onApprove={() =>
                  run(
                    { creatorId: creator.id, decision: 'approve' },
                    `${creator.name} is approved and has been notified.`,
                  )
                }
                onReject={state === 'waiting' ? () => setRejecting(creator) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <RejectCreatorModal
        key={rejecting?.id ?? 'none'}
        name={rejecting?.name ?? null}
        busy={decide.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) =>
          rejecting &&
          run({ creatorId: rejecting.id, decision: 'reject', reason }, `${rejecting.name} was asked for changes.`)
        }
      />
    </StaffConsoleFrame>
  );
};

export default ApprovalQueuePage;
