/** An e-mailed invitation's check: queries use these keys. */
export const invitationKeys = {
  detail: (token: string) => ['invitation', token] as const,
};
