import { desc } from 'drizzle-orm';
import { emailOutbox } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { EmailMessage } from './templates';

/** The insert of one outgoing e-mail, to be put in the same batch as the change that causes it. */
export const queueEmail = ({
  db,
  to,
  message,
  eventId,
}: {
  db: Db;
  to: string;
  message: EmailMessage;
  eventId?: string;
}) =>
  db
    .insert(emailOutbox)
    .values({ toEmail: to, ...message, eventId })
    .onConflictDoNothing();

/** The local outbox's newest 100 e-mails (the development mailbox screen). */
export const listOutboxEmails = async ({ db }: { db: Db }) => {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);
  return rows.map((m) => ({
    id: m.id,
    to: m.toEmail,
    subject: m.subject,
    text: m.text,
    html: m.html,
    created_at: m.createdAt,
  }));
};
