import { emailOutbox } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { EmailMessage } from './templates';

/** The insert of one outgoing e-mail, to be put in the same batch as the change that causes it. */
export const queueEmail = (db: Db, to: string, message: EmailMessage, eventId?: string) =>
  db
    .insert(emailOutbox)
    .values({ toEmail: to, ...message, eventId })
    .onConflictDoNothing();
