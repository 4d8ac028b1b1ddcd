export type TInterval = 'month' | 'year';

/**
 * What an upgrade charges today: the new price for the rest of the period minus what is left of the old one.
 * Same interval: the difference, pro rata; another interval: a new period starts now, the unused old period is a
 * credit. Integer cents (rounded down in the brand's favour); never negative.
 */
export const prorationCents = (input: {
  oldAmountCents: number;
  oldInterval: TInterval;
  newAmountCents: number;
  newInterval: TInterval;
  periodStart: number;
  periodEnd: number;
  now: number;
}) => {
  const total = Math.max(1, input.periodEnd - input.periodStart);
  const remaining = Math.min(total, Math.max(0, input.periodEnd - input.now));
  if (input.oldInterval === input.newInterval) {
    return {
      amountCents: Math.max(0, Math.floor(((input.newAmountCents - input.oldAmountCents) * remaining) / total)),
      restartsPeriod: false,
    };
  }
  const credit = Math.floor((input.oldAmountCents * remaining) / total);
  return { amountCents: Math.max(0, input.newAmountCents - credit), restartsPeriod: true };
};

const DAY = 86_400;

/** The end of a period that starts at `start` (unix seconds): calendar month or year, like Stripe's billing anchor. */
export const periodEndOf = (start: number, interval: TInterval) => {
  const d = new Date(start * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.max(start + DAY, Math.floor(d.getTime() / 1000));
};
