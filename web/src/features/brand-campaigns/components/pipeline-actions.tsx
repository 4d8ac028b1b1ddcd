import type { TPipelineItem } from '@schemas/pipeline';
import { Button } from '@/components/ui/button';
import { AppButtonLink } from '@/components/ui/app-link';
import { useWorkspacePaths } from './workspace-paths';
import styles from './brand-campaigns.module.css';
import { formatMoney } from '@/lib/format';

export type RowHandlers = {
  canPropose: boolean;
  busyId: string | null;
  onAcceptPitch: (item: TPipelineItem) => void;
  onDecline: (item: TPipelineItem) => void;
  onExpire: (item: TPipelineItem) => void;
  onRemove: (item: TPipelineItem) => void;
};

const OPEN = new Set(['invited', 'applied', 'offered']);

/** What the brand can do with a candidate at this stage; the main action comes first. */
export const PipelineActions = ({
  item,
  canPropose,
  busyId,
  onAcceptPitch,
  onDecline,
  onExpire,
  onRemove,
}: RowHandlers & { item: TPipelineItem }) => {
  const to = useWorkspacePaths();
  const pendingPitch = item.pitch?.status === 'pending' && item.pitch.proposed_rate_cents != null ? item.pitch : null;
  const main =
    item.status === 'countered'
      ? 'Answer counter-offer'
      : item.status === 'proposed'
        ? 'Revise offer'
        : item.stage === 'invited' || item.stage === 'applied'
          ? 'Propose rates'
          : null;
  if (!OPEN.has(item.stage)) return null;
  return (
    <div className={styles.row}>
      {canPropose && pendingPitch && (
        <Button size="small" loading={busyId === item.id} onClick={() => onAcceptPitch(item)}>
          Offer their {formatMoney(pendingPitch.proposed_rate_cents!, item.currency)}
        </Button>
      )}
      {canPropose && main && (
        <AppButtonLink size="small" color={pendingPitch ? 'secondary' : 'primary'} to={to.proposeRates(item.id)}>
          {main}
        </AppButtonLink>
      )}
      {item.status === 'applied' && item.pitch?.status === 'pending' ? (
        <Button size="small" color="secondary" onClick={() => onDecline(item)}>
          Decline
        </Button>
      ) : (
        <Button size="small" color="secondary" onClick={() => onExpire(item)}>
          Expire
        </Button>
      )}
      <Button size="small" color="grey" onClick={() => onRemove(item)}>
        Remove
      </Button>
    </div>
  );
};
