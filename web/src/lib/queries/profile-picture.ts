import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/stores/auth-store';
import { uploadFile } from '@/lib/upload/upload-file';
import { brandTeamKeys, creatorKeys } from './query-keys';

/** Uploads the image through the upload pipeline, then `PUT /api/account/picture/` makes it the profile picture. */
const uploadPicture = async ({ file, scope }: { file: File; scope: string }) => {
  const upload = await uploadFile({ file, scope, onProgress: () => undefined, signal: new AbortController().signal });
  return api.put('/account/picture/', { upload_id: upload.id });
};

/** `DELETE /api/account/picture/`: initials are shown again. */
const removePicture = () => api.delete('/account/picture/');

/** The picture follows at once in the user menu (auth store), the creator profile and the team list. */
const usePictureMutation = <V>(
  mutationFn: (vars: V) => Promise<{ display_picture: string | null; detail: string }>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ display_picture }) => {
      authStore.getState().updateUser({ display_picture });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: brandTeamKeys.all }),
      ]);
    },
  });
};

export const useUploadPicture = () => usePictureMutation(uploadPicture);
export const useRemovePicture = () => usePictureMutation(removePicture);
