import { useState, type ChangeEvent, type DragEvent } from 'react';
import { ACCEPTED_FILE_EXTENSIONS } from '@schemas/uploads';
import { DownloadIcon } from '@/components/ui/icons';
import styles from './creator-content.module.css';

type FileDropZoneProps = {
  onFile: (file: File) => void;
  title?: string;
  hint: string;
  accept?: string;
  compact?: boolean;
};

const MEDIA_ACCEPT = [...ACCEPTED_FILE_EXTENSIONS, 'image/*', 'video/*'].join(',');

/** A file input styled as a drop area: click, keyboard (it is a real focusable input) or drag and drop. */
export const FileDropZone = ({
  onFile,
  title = 'Choose a photo or video',
  hint,
  accept = MEDIA_ACCEPT,
  compact = false,
}: FileDropZoneProps) => {
  const [isDragging, setDragging] = useState(false);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <label
      className={styles.dropZone}
      data-dragging={isDragging}
      data-compact={compact}
      onDragOver={(event) => (event.preventDefault(), setDragging(true))}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <DownloadIcon size={28} />
      <span className={styles.dropTitle}>{title}</span>
      <span className={styles.muted}>{hint}</span>
      <input className={styles.fileInput} type="file" accept={accept} onChange={choose} aria-label={title} />
    </label>
  );
};
