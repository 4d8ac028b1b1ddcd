import { useId } from 'react';
import type { TOrganizationCampaign } from '@schemas/internal-organizations';
import { LabelledOptions } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useSetCheckinSchedule } from '../api/checkins';
import styles from './internal-organizations.module.css';

const CHOICES: [string, string][] = [
  ['off', 'Off'],
  ['7', 'Weekly'],
  ['14', 'Every 2 weeks'],
  ['30', 'Monthly'],
  ['3', 'Every 3 days'],
];

/** A campaign's check-in cadence (weekly by default when turned on). */
export const CheckinScheduleSelect = ({ brandId, campaign }: { brandId: string; campaign: TOrganizationCampaign }) => {
  const id = useId();
  const set = useSetCheckinSchedule(brandId);
  const current = campaign.checkin?.is_active ? String(campaign.checkin.interval_days) : 'off';
  const choices = CHOICES.some(([v]) => v === current)
    ? CHOICES
    : [...CHOICES, [current, `Every ${current} days`] as [string, string]];
  const change = (value: string) =>
    set.mutate(
      {
        campaignId: campaign.id,
        intervalDays: value === 'off' ? (campaign.checkin?.interval_days ?? 7) : Number(value),
        isActive: value !== 'off',
      },
      { onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }) },
    );
  return (
    <div className={styles.inlineField}>
      <label className={styles.label} htmlFor={id}>
        Check-ins
      </label>
      <select
        id={id}
        className={styles.selectSmall}
        value={current}
        disabled={set.isPending}
        onChange={(e) => change(e.target.value)}
      >
        <LabelledOptions choices={choices} />
      </select>
    </div>
  );
};
