import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { useNotificationCountSync } from './hooks/use-notification-count-sync';

const NotificationCountSync = () => {
  useNotificationCountSync();
  return null;
};

/**
 * React Query for every page except the public sign-in, sign-up, reset and activation pages (route option `queryFree`),
 * which paint without downloading it. Loaded by the root loader before the first page that needs it renders.
 */
const QueryRoot = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    {children}
    <NotificationCountSync />
  </QueryClientProvider>
);

export default QueryRoot;
