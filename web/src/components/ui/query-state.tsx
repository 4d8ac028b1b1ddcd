import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';
import { ErrorState } from './error-state';
import { Skeleton } from './spinner';

type QueryStateProps = {
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
  /** What the error says when the call failed (a retry is offered). */
  failed: string;
  /** What it says when the server answers 404: the record does not exist or is not the caller's (no retry). */
  missing?: { title?: string; description: string };
  /** Ways on from the error (a link back to the list). */
  actions?: ReactNode;
  /** The placeholder while loading (by default a heading line and a block). */
  loading?: ReactNode;
};

/** The loading and error states of a screen built on one query: render it while the query has no data. */
export const QueryState = ({ query, failed, missing, actions, loading }: QueryStateProps) => {
  if (query.isPending)
    return (
      loading ?? (
        <div style={{ display: 'grid', gap: 12 }} aria-busy="true">
          <Skeleton height={32} width="40%" />
          <Skeleton height={200} />
        </div>
      )
    );
  const notFound = missing && isApiError(query.error) && query.error.status === 404 ? missing : undefined;
  return (
    <ErrorState
      title={notFound?.title}
      description={notFound?.description ?? failed}
      onRetry={notFound ? undefined : () => void query.refetch()}
      actions={actions}
    />
  );
};
