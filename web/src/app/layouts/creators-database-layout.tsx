import { useAuthStore } from '@/lib/stores/auth-store';
import { AreaShell } from './area-shell';

/** Layout "creators-database": full-width content for search and tables, in the viewer's own area. */
const CreatorsDatabaseLayout = () => {
  const isStrategist = useAuthStore((state) => state.user?.profile_of === 'Strategist');
  return <AreaShell area={isStrategist ? 'internal' : 'brand'} wide />;
};
export default CreatorsDatabaseLayout;
