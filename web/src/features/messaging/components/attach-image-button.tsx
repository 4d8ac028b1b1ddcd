import { useRef, type ChangeEvent } from 'react';
import { MESSAGE_ATTACHMENT_TYPES } from '@schemas/messaging';
import { Button } from '@/components/ui/button';
import { ATTACHMENT_HINT } from './use-attachment-draft';
import styles from './messaging.module.css';

const ImageIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="8.5" cy="9.5" r="1.5" />
    <path d="M21 16l-5-5-9 9" />
  </svg>
);

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
      <Button className={styles.attach} color="secondary" icon={<ImageIcon />} onClick={() => input.current?.click()} disabled={disabled} aria-label="Attach an image" title={`Attach an image (${ATTACHMENT_HINT})`} />
      <input ref={input} type="file" accept={MESSAGE_ATTACHMENT_TYPES.join(',')} onChange={choose} hidden aria-label="Image to attach" />
    </>
  );
};
