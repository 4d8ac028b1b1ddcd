import { useRef, type ChangeEvent } from 'react';
import { MESSAGE_ATTACHMENT_TYPES } from '@schemas/messaging';
import { Button } from '@/components/ui/button';
import { ImageIcon } from '@/components/ui/icons';
import { ATTACHMENT_HINT } from './use-attachment-draft';
import styles from './messaging.module.css';

/** A real button (focusable, labelled) that opens the file picker for images only. */
export const AttachImageButton = ({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) => {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <Button
        className={styles.attach}
        color="secondary"
        icon={<ImageIcon size={20} />}
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-label="Attach an image"
        title={`Attach an image (${ATTACHMENT_HINT})`}
      />
      <input
        ref={input}
        type="file"
        accept={MESSAGE_ATTACHMENT_TYPES.join(',')}
        onChange={choose}
        hidden
        aria-label="Image to attach"
      />
    </>
  );
};
