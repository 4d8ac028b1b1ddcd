import { MATCH_STATUSES } from '@schemas/campaign';
import { BarChart } from '@/components/ui/bar-chart';
import { formatMoney, MATCH_STATUS_LABELS } from '@/lib/format';

const COLORS: Record<string, string> = {
  invited: '#2160d8',
  applied: '#b45309',
  proposed: '#6e5bf6',
  countered: '#8b5cf6',
  accepted: '#0f7b55',
  contracted: '#0b6546',
  completed: '#3b2ba3',
  declined: '#d3302f',
  removed: '#9ea6b7',
  expired: '#8a93a6',
};

/** Creators by match status, a bar per status (a table screen readers read as such). */
export const CreatorsByStatusChart = ({ counts }: { counts: Record<string, number> }) => (
  <BarChart
    caption="Creators by status"
    rows={MATCH_STATUSES.filter((status) => counts[status]).map((status) => ({
      key: status,
      label: MATCH_STATUS_LABELS.brand[status],
      value: counts[status]!,
      color: COLORS[status]!,
    }))}
  />
);

/** Paid, committed and offered money against the budget. */
export const SpendChart = ({
  budget,
  paid,
  committed,
  offered,
  currency,
}: {
  budget: number;
  paid: number;
  committed: number;
  offered: number;
  currency: string;
}) => (
  <BarChart
    caption="Spend against budget"
    format={(cents) => formatMoney(cents, currency)}
    rows={[
      { key: 'budget', label: 'Budget', value: budget, color: '#cfc7ff' },
      { key: 'committed', label: 'Committed', value: committed, color: '#6e5bf6' },
      { key: 'offered', label: 'Open offers', value: offered, color: '#ada0fd' },
      { key: 'paid', label: 'Paid', value: paid, color: '#0f7b55' },
    ]}
  />
);
