import { layout, type EmailMessage } from './templates';

/** To the owner of an address someone tried to sign up with again (sign-up never says the address is taken). */
export const accountExistsEmail = ({
  firstName,
  signInUrl,
  resetUrl,
}: {
  firstName: string;
  signInUrl: string;
  resetUrl: string;
}): EmailMessage => ({
  ...layout({
    greeting: `Hi ${firstName},`,
    lines: [
      'Someone tried to create a new Social Loop account with this e-mail address. You already have an account, so nothing was created.',
      `If it was you, sign in instead, or choose a new password if you forgot it: ${resetUrl}`,
    ],
    action: { label: 'Sign in', url: signInUrl },
  }),
  subject: 'You already have a Social Loop account',
});

export const signInLinkEmail = ({ firstName, url }: { firstName: string; url: string }): EmailMessage => ({
  ...layout({
    greeting: `Hi ${firstName},`,
    lines: [
      'Use this link to sign in to Social Loop without your password. It works once, for 15 minutes. If you did not ask for it, ignore this e-mail: your account is safe.',
    ],
    action: { label: 'Sign me in', url },
  }),
  subject: 'Your Social Loop sign-in link',
});

export const emailChangedNoticeEmail = ({
  firstName,
  newEmail,
  undoUrl,
}: {
  firstName: string;
  newEmail: string;
  undoUrl: string;
}): EmailMessage => ({
  ...layout({
    greeting: `Hi ${firstName},`,
    lines: [
      `The e-mail address of your Social Loop account was changed to ${newEmail}. Sign-in links and notices now go there.`,
      'If you did not do this, undo it within 7 days: the link puts this address back, signs out every device and asks you to choose a new password.',
    ],
    action: { label: 'This was not me — undo the change', url: undoUrl },
  }),
  subject: 'The e-mail address of your Social Loop account was changed',
});
