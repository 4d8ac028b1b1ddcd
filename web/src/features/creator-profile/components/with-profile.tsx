import type { ReactNode } from 'react';
import type { TCreatorProfile } from '@schemas/creator-profile';
import { QueryState } from '@/components/ui/query-state';
import { useCreatorProfile } from '../api/get-creator-profile';

/** Loading and error states around anything that needs the creator's profile. */
export const WithProfile = ({ children }: { children: (profile: TCreatorProfile) => ReactNode }) => {
  const profile = useCreatorProfile();
  if (!profile.isSuccess) return <QueryState query={profile} failed="Your profile could not be loaded." />;
  return <>{children(profile.data)}</>;
};
