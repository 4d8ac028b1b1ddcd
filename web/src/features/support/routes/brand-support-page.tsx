import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useAuthStore } from '@/lib/stores/auth-store';
import { SupportCenter } from '../components/support-center';

/** /brand/support: the brand's account manager (given by the app), its support requests (the whole team sees them) and a form to ask. */
const BrandSupportPage = ({ accountManager }: { accountManager?: ReactNode }) => {
  const userId = useAuthStore((s) => s.user?.id ?? 'anonymous');
  return (
    <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
      <PageHeader
        eyebrow="Brand"
        title="Support"
        description="Questions about campaigns, creators, billing or your account. Everyone on your team sees the requests and our answers."
      />
      {accountManager}
      <SupportCenter scope="brand" uploadScope={`${userId}:support`} />
    </div>
  );
};

export default BrandSupportPage;
