import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/stores/auth-store';

/** Creator profile links in the viewer's own area (strategists use /internal, spec §2). */
export const useCreatorHref = () => {
  const isStrategist = useAuthStore((s) => s.user?.profile_of === 'Strategist');
  return {
    isStrategist,
    creator: (id: string) => (isStrategist ? paths.internal.creator.getHref(id) : paths.brand.creator.getHref(id)),
    database: isStrategist ? paths.internal.creators.path : paths.brand.creators.path,
  };
};
