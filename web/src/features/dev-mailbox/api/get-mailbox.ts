import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailboxKeys } from './mailbox-keys';

export type DevMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
};

/** `GET /api/dev/mailbox/` (local development only; 404 when disabled) — newest first. */
const getMailbox = () => api.get('/dev/mailbox/');

const mailboxQueryOptions = () =>
  queryOptions({
    queryKey: mailboxKeys.list(),
    queryFn: getMailbox,
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5_000),
  });

export const useMailbox = () => useQuery(mailboxQueryOptions());
