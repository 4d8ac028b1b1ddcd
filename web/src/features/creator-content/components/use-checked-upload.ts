import { useState } from 'react';
import type { Upload } from './unfinished-upload';

/** Starts the upload of a chosen file unless `problemWith` finds a reason to refuse it first; keeps that reason. */
export const useCheckedUpload = (upload: Upload, problemWith: (file: File) => string | null) => {
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File) => {
    const found = problemWith(file);
    setProblem(found);
    if (!found) void upload.start(file);
  };
  return { problem, choose };
};
