import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/spinner';
import { SettingsSection } from '@/components/shell/creator-settings-tabs';
import { useAvailability } from '../api/get-availability';
import { AvailabilityEditor } from '../components/availability-editor';

/** /creator/settings/availability: busy days and how many campaigns at once. */
const SettingsAvailabilityPage = () => {
  const availability = useAvailability();
  return (
    <SettingsSection
      title="Availability"
      description="Mark the days you cannot take on work, and how many campaigns you run at once."
    >
      <Card>
        {availability.isSuccess ? (
          <AvailabilityEditor availability={availability.data} />
        ) : (
          <QueryState
            query={availability}
            failed="Your availability could not be loaded."
            loading={<Skeleton height={320} />}
          />
        )}
      </Card>
    </SettingsSection>
  );
};
export default SettingsAvailabilityPage;
