import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGE_MAX_LENGTH, ZSendMessage } from '@schemas/messaging';
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
  const userId = useAuthStore((state) => state.user?.id ?? 'signed-out');
  const draft = useAttachmentDraft(`${userId}:message:${matchId}`);
  const send = useSendMessage(matchId);
  const form = useForm({
    resolver: zodResolver(ZSendMessage),
    defaultValues: { body: '', attachment_upload_id: draft.uploadId },
  });
  // The finished upload is part of what the schema checks ("a message or a file").
  useEffect(() => form.setValue('attachment_upload_id', draft.uploadId), [form, draft.uploadId]);
  const id = useId();
  const { errors, isSubmitting } = form.formState;
  const problem = errors.body?.message ?? errors.root?.server?.message;
  const canSend = ((form.watch('body') ?? '').trim().length > 0 || draft.uploadId !== undefined) && !draft.isUploading;

  const submit = form.handleSubmit(async (message) => {
    try {
      await send.mutateAsync({ body: message.body, attachmentUploadId: message.attachment_upload_id });
      form.reset({ body: '', attachment_upload_id: undefined });
      draft.clear();
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['body'] });
    }
  });
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      if (canSend && !isSubmitting) void submit();
    }
  };
  return (
    <form className={styles.composer} noValidate onSubmit={(e) => void submit(e)}>
      <AttachmentDraftPreview draft={draft} />
      {draft.problem && (
        <p className={styles.draftError} role="alert">
          {draft.problem}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className={styles.draftError} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.composerRow}>
        <AttachImageButton onFile={draft.choose} disabled={isSubmitting} />
        <label htmlFor={id} className="visually-hidden">
          Message
        </label>
        <textarea
          id={id}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          {...form.register('body')}
        />
        <Button htmlType="submit" loading={isSubmitting} disabled={!canSend}>
          Send
        </Button>
      </div>
    </form>
  );
};
