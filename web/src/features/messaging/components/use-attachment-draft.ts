import { useState } from 'react';
import { MESSAGE_ATTACHMENT_MAX_BYTES, isMessageAttachmentType } from '@schemas/messaging';
import { mediaTypeForFilename } from '@schemas/uploads';
import { formatBytes } from '@/lib/upload/transfer-rate';
import { useFileUpload } from '@/lib/upload/use-file-upload';

export const ATTACHMENT_HINT = `JPEG, PNG, WebP or GIF, up to ${formatBytes(MESSAGE_ATTACHMENT_MAX_BYTES)}`;

/** Refuses what the server would refuse, before a byte is sent. */
const problemWith = (file: File) => {
  if (!isMessageAttachmentType(file.type || mediaTypeForFilename(file.name) || ''))
    return `“${file.name}” is not an image we can send. Attach a ${ATTACHMENT_HINT}.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES)
    return `“${file.name}” is ${formatBytes(file.size)}; images in messages can be at most ${formatBytes(MESSAGE_ATTACHMENT_MAX_BYTES)}.`;
  return null;
};

/**
 * The image waiting in a composer: checked, uploaded straight away through the upload pipeline (so Send is
 * instant), and remembered under `scope` so a finished upload survives a reload until it is sent or removed.
 */
export const useAttachmentDraft = (scope: string) => {
  const { state, start, cancel, forget } = useFileUpload(scope);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (next: File) => {
    const found = problemWith(next);
    setProblem(found);
    if (found) return;
    setFile(next);
    void start(next);
  };
  /** After sending: the file stays on the server, the composer lets go of it. */
  const clear = () => {
    setProblem(null);
    setFile(null);
    forget();
  };
  const remove = () => {
    setProblem(null);
    if (state.status === 'done') clear();
    else {
      setFile(null);
      void cancel();
    }
  };
  const retry = () => {
    if (file) void start(file);
  };

  return {
    state,
    file,
    problem,
    choose,
    clear,
    remove,
    retry,
    uploadId: state.status === 'done' ? state.upload.id : undefined,
    isUploading: state.status === 'uploading',
  };
};

export type AttachmentDraft = ReturnType<typeof useAttachmentDraft>;
