export type EmailMessage = { subject: string; text: string; html: string };

/** What escaping text for HTML replaces, in this order ('&' first, so no entity is escaped twice). */
export const HTML_ESCAPES = [
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
] as const;

const escapeHtml = (s: string) => HTML_ESCAPES.reduce((out, [from, to]) => out.replaceAll(from, to), s);

export const layout = ({
  greeting,
  lines,
  action,
}: {
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
}): EmailMessage & { subject: '' } => {
  const text = [
    greeting,
    '',
    ...lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    '— Social Loop',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    '<p>— Social Loop</p>',
  ].join('\n');
  return { subject: '', text, html };
};

export const activationEmail = ({ firstName, url }: { firstName: string; url: string }): EmailMessage => ({
  ...layout({
    greeting: `Hi ${firstName},`,
    lines: ['Welcome to Social Loop! Confirm your e-mail address to activate your account. The link works for 7 days.'],
    action: { label: 'Activate my account', url },
  }),
  subject: 'Activate your Social Loop account',
});

export const passwordResetEmail = ({ firstName, url }: { firstName: string; url: string }): EmailMessage => ({
  ...layout({
    greeting: `Hi ${firstName},`,
    lines: [
      'Someone asked to reset the password of your Social Loop account. If it was you, choose a new password within the hour. If not, ignore this e-mail.',
    ],
    action: { label: 'Choose a new password', url },
  }),
  subject: 'Reset your Social Loop password',
});

export const emailChangeCodeEmail = ({ firstName, code }: { firstName: string; code: string }): EmailMessage => ({
  ...layout({
    greeting: `Hi ${firstName},`,
    lines: [
      `Your verification code is ${code}.`,
      'Enter it in Social Loop within 30 minutes to confirm this as your new e-mail address.',
    ],
  }),
  subject: `${code} is your Social Loop verification code`,
});

export const invitationEmail = ({
  inviter,
  what,
  url,
}: {
  inviter: string;
  what: string;
  url: string;
}): EmailMessage => ({
  ...layout({
    greeting: 'Hi,',
    lines: [`${inviter} invited you to ${what} on Social Loop.`, 'Open the link to accept. It works for 7 days.'],
    action: { label: 'Accept the invitation', url },
  }),
  subject: `${inviter} invited you to ${what} on Social Loop`,
});

export const accountNoticeEmail = ({
  firstName,
  subject,
  lines,
}: {
  firstName: string;
  subject: string;
  lines: string[];
}): EmailMessage => ({
  ...layout({ greeting: `Hi ${firstName},`, lines }),
  subject,
});
