import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { useAvailability } from '../api/get-availability';
import { AvailabilityEditor } from '../components/availability-editor';
import { SettingsTabs } from '@/components/shell/creator-settings-tabs';
import styles from '../components/creator-profile.module.css';

/** /creator/settings/availability: busy days and how many campaigns at once. */
const SettingsAvailabilityPage = () => {
  const availability = useAvailability();
  return (
    <>
      <SettingsTabs />
      <div className={styles.stack}>
        <PageHeader
          eyebrow="Settings"
          title="Availability"
          description="Mark the days you cannot take on work, and how many campaigns you run at once."
        />
        <Card>
          {availability.isPending && <Skeleton height={320} />}
          {availability.isError && (
            <ErrorState description="Your availability could not be loaded." onRetry={() => availability.refetch()} />
          )}
          {availability.data && <AvailabilityEditor availability={availability.data} />}
        </Card>
      </div>
    </>
  );
};
export default SettingsAvailabilityPage;
