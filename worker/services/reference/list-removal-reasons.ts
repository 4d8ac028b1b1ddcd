import { asc } from 'drizzle-orm';
import { removalReasons } from '../../../db/schema';
import { inBatch, type Db } from '../../lib/db';

/** `GET /brand/removal-reasons/`: the reasons a brand picks from when removing or declining a creator, in order. */
export const listRemovalReasons = ({ db }: { db: Db }) =>
  inBatch(
    db,
    db
      .select({ id: removalReasons.id, label: removalReasons.label })
      .from(removalReasons)
      .orderBy(asc(removalReasons.sortOrder)),
  );
