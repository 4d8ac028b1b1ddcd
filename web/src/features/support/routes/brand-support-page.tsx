import { PageHeader } from '@/components/ui/page-header';
import { useAuthStore } from '@/lib/stores/auth-store';
import { SupportCenter } from '../components/support-center';

/** /brand/support: the brand's support requests (the whole team sees them) and a form to ask. */
const BrandSupportPage = () => {
  const userId = useAuthStore((s) => s.user?.id ?? 'anonymous');
  return (
    <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
      <PageHeader eyebrow="Brand" title="Support" description="Questions about campaigns, creators, billing or your account. Everyone on your team sees the requests and our answers." />
      <SupportCenter scope="brand" uploadScope={`${userId}:support`} />
    </div>
  );
};

export default BrandSupportPage;
