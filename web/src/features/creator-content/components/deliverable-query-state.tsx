import type { UseQueryResult } from '@tanstack/react-query';
import { AppButtonLink } from '@/components/ui/app-link';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import styles from './creator-content.module.css';

/** Loading and error states shared by the content screens (a deliverable that is not yours reads as not found). */
export const DeliverableQueryState = ({
  query,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
}) => {
  if (query.isPending) {
    return (
      <div className={styles.layout} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading the deliverable…
        </span>
        <Skeleton height={220} radius="var(--radius-lg)" />
        <Skeleton height={320} radius="var(--radius-lg)" />
      </div>
    );
  }
  const isMissing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  return (
    <ErrorState
      title={isMissing ? 'We could not find this deliverable' : 'The deliverable did not load'}
      description={
        isMissing
          ? 'It may belong to another account, or the link is incomplete.'
          : 'Check your connection and try again.'
      }
      onRetry={isMissing ? undefined : () => void query.refetch()}
      actions={
        <AppButtonLink to={paths.creator.campaigns.path} color="tertiary">
          My campaigns
        </AppButtonLink>
      }
    />
  );
};
