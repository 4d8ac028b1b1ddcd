import type { TSupportTopic } from '@schemas/support';
import { useAuthStore } from '@/lib/stores/auth-store';
import { SupportCenter } from './support-center';

/** A person's own requests (not a brand's): the form, and the requests with their answers. */
export const OwnSupportCenter = ({ topics }: { topics?: readonly TSupportTopic[] }) => {
  const userId = useAuthStore((s) => s.user?.id ?? 'anonymous');
  return <SupportCenter scope="own" uploadScope={`${userId}:support`} topics={topics} />;
};
