import { eq, inArray } from 'drizzle-orm';
import { brandMembers, brandSettings, userEmailPreferences } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TEmailKind } from '../../schemas/email-preferences';
import type { DomainEventType } from '../outbox/outbox';
import type { Party } from './event-recipients';

/** The personal e-mail kind of each event; events not listed (account notices) are always e-mailed. */
const KIND_OF: Partial<Record<DomainEventType, TEmailKind>> = {
  'match.invited': 'campaign_invitations',
  'match.applied': 'applications',
  'match.proposed': 'offers_and_contracts',
  'match.accepted': 'offers_and_contracts',
  'match.declined': 'offers_and_contracts',
  'match.contracted': 'offers_and_contracts',
  'match.completed': 'offers_and_contracts',
  'match.removed': 'offers_and_contracts',
  'match.expired': 'offers_and_contracts',
  'content.submitted': 'content_review',
  'content.changes_requested': 'content_review',
  'content.approved': 'content_review',
  'content.published': 'content_review',
  'metrics.requested': 'metrics_requests',
};

/** The brand-wide switches of brand settings (`notification_preferences`), for the brand's own team. */
const BRAND_SWITCH_OF: Partial<Record<DomainEventType, string>> = {
  'match.applied': 'new_applicants',
  'match.accepted': 'offer_answered',
  'match.declined': 'offer_answered',
  'content.submitted': 'content_submitted',
};

/** The recipients who want this event by e-mail: not muted personally, and not switched off for their brand. */
export const emailWanted = async ({
  db,
  type,
  recipients,
}: {
  db: Db;
  type: DomainEventType;
  recipients: Party[];
}): Promise<Party[]> => {
  const kind = KIND_OF[type];
  const brandSwitch = BRAND_SWITCH_OF[type];
  if (!kind && !brandSwitch) return recipients;
  const ids = recipients.map((p) => p.userId);
  const [personal, brandPrefs] = await db.batch([
    db.select().from(userEmailPreferences).where(inArray(userEmailPreferences.userId, ids)),
    db
      .select({ userId: brandMembers.userId, prefs: brandSettings.notificationPreferences })
      .from(brandMembers)
      .innerJoin(brandSettings, eq(brandSettings.brandId, brandMembers.brandId))
      .where(inArray(brandMembers.userId, ids)),
  ]);
  const muted = new Set(personal.filter((p) => kind && p.mutedKinds.includes(kind)).map((p) => p.userId));
  const brandOff = new Set(
    brandPrefs.filter((b) => brandSwitch && b.prefs[brandSwitch] === false).map((b) => b.userId),
  );
  return recipients.filter((p) => !muted.has(p.userId) && !brandOff.has(p.userId));
};
