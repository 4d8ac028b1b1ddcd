import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messagesQueryOptions } from './get-messages';
import { messagingKeys } from './messaging-keys';

export type NewMessage = { body: string; attachmentUploadId?: string };

const sendMessage = ({ matchId, body, attachmentUploadId }: NewMessage & { matchId: string }) =>
  api.post(
    '/campaign-matches/:match_id/messages/',
    { body, attachment_upload_id: attachmentUploadId },
    { param: { match_id: matchId } },
  );

export const useSendMessage = (matchId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: NewMessage) => sendMessage({ matchId, ...message }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesQueryOptions(matchId).queryKey });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.threads() });
    },
  });
};
