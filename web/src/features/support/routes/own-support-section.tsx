import type { TSupportTopic } from '@schemas/support';
import { useAuthStore } from '@/lib/stores/auth-store';
import { SupportCenter } from '../components/support-center';

/** Support inside a person's own settings (creators) or their suspended page (account questions only). */
const OwnSupportSection = ({ topics }: { topics?: readonly TSupportTopic[] }) => {
  const userId = useAuthStore((s) => s.user?.id ?? 'anonymous');
  return (
    <section id="support" aria-labelledby="own-support-heading" style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <h2 id="own-support-heading" style={{ margin: 0 }}>
        Support
      </h2>
      <SupportCenter scope="own" uploadScope={`${userId}:support`} topics={topics} />
    </section>
  );
};

export default OwnSupportSection;
