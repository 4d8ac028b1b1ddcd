import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { DomainEvent, DomainEventType } from '../outbox/outbox';
import type { NotificationDraft } from './event-messages';
import type { Party } from './event-recipients';
import { paths } from '../../schemas/app-paths';

type Notice = Omit<NotificationDraft, 'audience'>;

/** Events about one person (not a match): the payload names the user they are for. */
const NOTICES: Partial<Record<DomainEventType, (e: DomainEvent) => Notice>> = {
  'creator.approved': () => ({
    title: 'Your profile is approved',
    body: 'You can now apply to campaigns, accept offers and sign contracts.',
    link: paths.creator.campaignSearch.getHref(),
    email: true,
  }),
  'creator.rejected': (e) => ({
    title: 'Your profile needs a few changes',
    body: `Our team reviewed your profile and asks for changes before approving it: ${String(e.payload.reason ?? '')} Update your profile, then send it for review again.`,
    link: paths.creator.onboarding.getHref(),
    email: true,
  }),
  'support.answered': (e) => ({
    title: `Support answered: ${String(e.payload.subject ?? 'your request')}`,
    body: String(e.payload.preview ?? ''),
    link: String(e.payload.link ?? paths.landing.getHref()),
    email: true,
  }),
};

export const isUserNoticeEvent = (type: DomainEventType) => type in NOTICES;

/** The recipient and the message of a user notice; null when the user is gone. */
export const loadUserNotice = async ({
  db,
  event,
}: {
  db: Db;
  event: DomainEvent;
}): Promise<{ recipient: Party; notice: Notice } | null> => {
  const draft = NOTICES[event.type];
  const userId = event.payload.user_id;
  if (!draft || typeof userId !== 'string') return null;
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return { recipient: { userId: user.id, email: user.email, firstName: user.firstName }, notice: draft(event) };
};
