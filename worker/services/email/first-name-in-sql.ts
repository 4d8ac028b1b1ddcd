import { sql, type SQL } from 'drizzle-orm';
import { HTML_ESCAPES, type EmailMessage } from './templates';

/** Stands for the first name while the message is rendered; no template or address contains it. */
const FIRST_NAME = '\u2063first-name\u2063';

const escapeHtmlInSql = (text: SQL) =>
  HTML_ESCAPES.reduce((out, [from, to]) => sql`replace(${out}, ${from}, ${to})`, text);

/**
 * A message for someone whose first name only the database knows when the statement runs (`firstName`, SQL):
 * rendered once with a stand-in, which SQL replaces by the name (escaped in the HTML part, as the template escapes it).
 * The columns are for `insertWhen` into the e-mail outbox.
 */
export const withFirstNameFrom = (render: (firstName: string) => EmailMessage, firstName: SQL) => {
  const message = render(FIRST_NAME);
  const named = (text: string, name: SQL) => sql`replace(${text}, ${FIRST_NAME}, ${name})`;
  return {
    subject: named(message.subject, firstName),
    text: named(message.text, firstName),
    html: named(message.html, escapeHtmlInSql(firstName)),
  };
};
