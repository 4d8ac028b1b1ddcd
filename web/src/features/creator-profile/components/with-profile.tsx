import type { ReactNode } from 'react';
import type { TCreatorProfile } from '@schemas/creator-profile';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { useCreatorProfile } from '../api/get-creator-profile';

/** Loading and error states around anything that needs the creator's profile. */
export const WithProfile = ({ children }: { children: (profile: TCreatorProfile) => ReactNode }) => {
  const profile = useCreatorProfile();
  if (profile.isPending)
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Skeleton height={28} width="40%" />
        <Skeleton height={220} />
      </div>
    );
  if (profile.isError)
    return <ErrorState description="Your profile could not be loaded." onRetry={() => profile.refetch()} />;
  return <>{children(profile.data)}</>;
};
