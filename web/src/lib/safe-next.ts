/**
 * The `?next=` target after sign-in. Only same-site absolute paths are accepted, so a crafted link cannot
 * send a user to another site after they type their password.
 */
export const safeNextPath = (next: string | null | undefined): string | null => {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
};
