import { browserStorage, readJson, writeJson } from '../storage';

/** What survives a reload: which upload a file went to, so choosing the same file again resumes it. */
export type UploadSession = { uploadId: string; filename: string; sizeBytes: number; lastModified: number };

const PREFIX = 'social-loop:upload:';
const keyOf = (scope: string) => `${PREFIX}${scope}`;

export const fingerprintOf = (file: File) => ({
  filename: file.name,
  sizeBytes: file.size,
  lastModified: file.lastModified,
});

export const isSameFile = (session: UploadSession, file: File) =>
  session.filename === file.name && session.sizeBytes === file.size && session.lastModified === file.lastModified;

/** Uploads are remembered per scope, e.g. `<user id>:<deliverable id>`. */
export const uploadSessions = {
  read: (scope: string) => readJson<UploadSession>(browserStorage(), keyOf(scope)),
  write: (scope: string, session: UploadSession) => writeJson(browserStorage(), keyOf(scope), session),
  clear: (scope: string) => browserStorage().removeItem(keyOf(scope)),
};
