import { useId, useState, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '@schemas/messaging';
import { Button } from '@/components/ui/button';
import { reportApiError } from '@/lib/form-errors';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useSendMessage } from '../api/send-message';
import { AttachImageButton } from './attach-image-button';
import { AttachmentDraftPreview } from './attachment-draft-preview';
import { useAttachmentDraft } from './use-attachment-draft';
import styles from './messaging.module.css';

/** Text and/or one image. Enter sends, Shift+Enter starts a new line; Send waits for the image to finish uploading. */
export const MessageComposer = ({ matchId }: { matchId: string }) => {
  const [body, setBody] = useState('');
  const userId = useAuthStore((state) => state.user?.id ?? 'signed-out');
  const draft = useAttachmentDraft(`${userId}:message:${matchId}`);
  const send = useSendMessage(matchId);
  const id = useId();
  const text = body.trim();
  const canSend = (text.length > 0 || draft.uploadId !== undefined) && !draft.isUploading;

  const submit = () => {
    if (!canSend || send.isPending) return;
    send.mutate(
      { body: text, attachmentUploadId: draft.uploadId },
      {
        onSuccess: () => {
          setBody('');
          draft.clear();
        },
        onError: (error) => reportApiError(error),
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <AttachmentDraftPreview draft={draft} />
      {draft.problem && (
        <p className={styles.draftError} role="alert">
          {draft.problem}
        </p>
      )}
      <div className={styles.composerRow}>
        <AttachImageButton onFile={draft.choose} disabled={send.isPending} />
        <label htmlFor={id} className="visually-hidden">
          Message
        </label>
        <textarea
          id={id}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
        />
        <Button htmlType="submit" loading={send.isPending} disabled={!canSend}>
          Send
        </Button>
      </div>
    </form>
  );
};
