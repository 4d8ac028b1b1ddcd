export type CollaborationRecord = { approved: number; onTime: number; firstTime: number };

/**
 * A creator's rating from past collaborations (1–5, one decimal), from every approved deliverable across brands:
 * half for delivering by the due date, half for being approved without a change request. Null with no approved
 * deliverable yet — no record is not a bad record.
 */
export const collaborationRating = ({ approved, onTime, firstTime }: CollaborationRecord) => {
  if (approved <= 0) return null;
  const share = (Math.min(onTime, approved) + Math.min(firstTime, approved)) / (2 * approved);
  return Math.round((1 + 4 * share) * 10) / 10;
};
