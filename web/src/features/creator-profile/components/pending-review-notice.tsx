import type { TCreatorProfile } from '@schemas/creator-profile';
import { Card } from '@/components/ui/card';
import { useCreatorReview } from '../api/creator-review';
import { ChangesRequested } from './changes-requested';

/** On the profile settings, where the changes are made: what staff asked for, and "Send for review again". */
export const PendingReviewNotice = ({ profile }: { profile: TCreatorProfile }) =>
  profile.status === 'PENDING' ? <RejectedReview /> : null;

const RejectedReview = () => {
  const latest = useCreatorReview().data?.latest_review;
  if (latest?.decision !== 'rejected') return null;
  return (
    <Card>
      <ChangesRequested review={latest} showEditLink={false} />
    </Card>
  );
};
