import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import StaffSignInPage from '@/features/auth/routes/staff-page';
import { isStaffUser } from '@/lib/auth/home-path';
import { useAuthStore } from '@/lib/stores/auth-store';

const ApprovalQueuePage = lazy(() => import('@/features/staff/routes/approval-queue-page'));

/** /staff is public: staff see the console (its first section), everyone else the staff sign-in. */
const StaffRoute = () => {
  const user = useAuthStore((state) => state.user);
  if (!user || !isStaffUser(user)) return <StaffSignInPage />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <ApprovalQueuePage />
    </Suspense>
  );
};

export default StaffRoute;
