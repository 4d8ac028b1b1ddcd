import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { useCan } from '@/lib/auth/use-can';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useCampaignCheckins, useSetManaged } from '../api/managed-service';
import styles from './brand-campaigns.module.css';
import { formatDate } from '@/lib/format';

/**
 * The managed service on a campaign: Enterprise brands can hand the campaign to their strategist (Managed
 * Campaigns), and plans with Campaign Check-ins read the strategist's check-in notes. Hidden when neither is in the plan.
 */
export const ManagedServiceCard = ({ campaignId, isManaged }: { campaignId: string; isManaged: boolean }) => {
  const canManage = useCan('MANAGED_CAMPAIGNS');
  const canReadCheckins = useCan('CAMPAIGN_CHECK_INS');
  const checkins = useCampaignCheckins(campaignId, canReadCheckins);
  const setManaged = useSetManaged(campaignId);
  if (!canManage && !canReadCheckins) return null;

  const toggle = () =>
    setManaged.mutate(!isManaged, {
      onSuccess: (r) =>
        showSnackbar({
          message: r.is_managed
            ? 'Your strategist will run this campaign, with weekly check-ins.'
            : 'You run this campaign yourselves again.',
        }),
      onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
    });

  return (
    <Card
      title="Managed service"
      description={isManaged ? 'Your strategist runs this campaign.' : 'Your team runs this campaign.'}
    >
      <div className={styles.stackSm}>
        {canManage && (
          <div>
            <Button color={isManaged ? 'secondary' : 'primary'} loading={setManaged.isPending} onClick={toggle}>
              {isManaged ? 'Run it ourselves' : 'Ask our strategist to run it'}
            </Button>
          </div>
        )}
        {canReadCheckins &&
          (checkins.isPending ? (
            <Skeleton height={48} />
          ) : checkins.isError ? (
            <ErrorState description="Check-in notes could not be loaded." onRetry={() => void checkins.refetch()} />
          ) : (
            <section aria-label="Check-ins" className={styles.stackSm}>
              <p className={styles.muted}>
                {checkins.data.next_due_at
                  ? `Check-ins every ${checkins.data.interval_days} days · next ${formatDate(checkins.data.next_due_at)}`
                  : 'No check-ins scheduled for this campaign.'}
              </p>
              {checkins.data.results.length === 0 ? (
                <p className={styles.muted}>Notes from your strategist’s check-ins appear after each one.</p>
              ) : (
                <ul className={styles.list}>
                  {checkins.data.results.map((n) => (
                    <li key={n.id} className={styles.listItem}>
                      <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{n.notes}</p>
                      <span className={styles.muted}>
                        {n.strategist_name ?? 'Your strategist'} · {formatDate(n.completed_at)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
      </div>
    </Card>
  );
};
