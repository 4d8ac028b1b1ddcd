/** The development mailbox: queries use these keys. */
export const mailboxKeys = {
  list: () => ['dev-mailbox', 'list'] as const,
};
