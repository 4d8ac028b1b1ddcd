import { UpsellCard } from '@/components/ui/upsell-card';

/** Shown instead of the wallet when the plan (or the role) does not include Creator Spend. */
export const CreatorSpendUpsell = ({ isStrategist }: { isStrategist: boolean }) => (
  <UpsellCard
    feature="Creator Spend"
    headingLevel={2}
    title={isStrategist ? 'The wallet is for the brand’s own team' : 'Pay creators through Social Loop'}
    description={
      isStrategist
        ? 'Creator spend is not part of strategist access. The brand’s team funds and manages its wallet.'
        : 'Creator Spend is included in the Growth and Enterprise plans: fund creator payments up front, hold them on offers and release them automatically when content is approved.'
    }
  />
);
