import { useId, useRef, useState } from 'react';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@schemas/profile-picture';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/form-errors';
import { useAuthStore } from '@/lib/stores/auth-store';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useRemovePicture, useUploadPicture } from '@/lib/queries/profile-picture';
import styles from './profile-picture.module.css';

const checkFile = (file: File) => {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG, WebP or GIF picture.';
  if (file.size > PICTURE_MAX_BYTES) return 'Choose a picture of at most 5 MB.';
  return null;
};

/**
 * The signed-in person's profile picture: upload (through the upload pipeline) or remove. It is saved at once, on its
 * own, so it can sit inside a larger form without being part of its submit. `hideLabel` when a heading names it already.
 */
export const ProfilePictureField = ({ hideLabel = false }: { hideLabel?: boolean }) => {
  const user = useAuthStore((state) => state.user);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [error, setError] = useState<string>();
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  if (!user) return null;
  const name = user.name || `${user.first_name} ${user.last_name}`;
  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = checkFile(file);
    setError(problem ?? undefined);
    if (problem) return;
    upload.mutate(
      { file, scope: `${user.id}:profile-picture` },
      { onSuccess: (r) => showSnackbar({ message: r.detail }), onError: (e) => setError(errorMessage(e)) },
    );
  };

  return (
    <div className={styles.field} role="group" aria-labelledby={`${hintId}-label`}>
      <Avatar name={name} src={user.display_picture} size="large" />
      <div className={styles.body}>
        <p id={`${hintId}-label`} className={hideLabel ? 'visually-hidden' : styles.label}>
          Profile picture
        </p>
        <p id={hintId} className={styles.hint}>
          JPEG, PNG, WebP or GIF, up to 5 MB. It is shown round, so keep your face in the middle.
        </p>
        <input
          ref={input}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          hidden
          aria-label="Choose a profile picture"
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <div className={styles.actions}>
          <Button
            size="small"
            color="secondary"
            aria-describedby={hintId}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {user.display_picture ? 'Change picture' : 'Upload a picture'}
          </Button>
          {user.display_picture && (
            <Button
              size="small"
              color="tertiary"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: (r) => showSnackbar({ message: r.detail }),
                  onError: (e) => setError(errorMessage(e)),
                })
              }
            >
              Remove picture
            </Button>
          )}
        </div>
        {upload.isPending && (
          <p className={styles.hint} role="status">
            Uploading…
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert">
            <ErrorIcon size={16} /> {error}
          </p>
        )}
      </div>
    </div>
  );
};
