import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/lib/form-errors';
import { ErrorState } from './error-state';

type QueryErrorProps = {
  query: Pick<UseQueryResult, 'error' | 'refetch'>;
  /** What could not be loaded (by default "Something went wrong"); the text under it is the server's reason. */
  title?: string;
  /** Ways on from the error (a link back to the list). */
  actions?: ReactNode;
};

/** A failed query's error: what could not be loaded, why, and "Try again" (which fetches the query again). */
export const QueryError = ({ query, title, actions }: QueryErrorProps) => (
  <ErrorState
    title={title}
    description={errorMessage(query.error)}
    onRetry={() => void query.refetch()}
    actions={actions}
  />
);
