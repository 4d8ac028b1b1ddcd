import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/queries/api-query';
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
export const useMailbox = () =>
  useQuery({
    ...apiQueryOptions(mailboxKeys.list(), '/dev/mailbox/'),
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5_000),
  });
