import { UpsellCard } from '@/components/ui/upsell-card';

const INCLUDED = [
  'Impressions, reach, views and engagement for every live post',
  'Spend, CPM, CPE and earned media value',
  'Charts over time and per creator, CSV export',
  'Metrics requests to creators',
];

/** Shown instead of the report when the plan (or the role) does not include Campaign Metrics Report. */
export const MetricsUpsell = ({ isStrategist }: { isStrategist: boolean }) => (
  <UpsellCard
    feature="Campaign Metrics Report"
    headingLevel={2}
    title={isStrategist ? 'Metrics are for the brand’s own team' : 'See what your creators delivered'}
    description={
      isStrategist
        ? 'The campaign metrics report is not part of strategist access. The brand’s team can open it on the Growth plan or higher.'
        : 'The metrics report is included in the Growth and Enterprise plans. Upgrade to measure every post of this campaign.'
    }
    includes={INCLUDED}
  />
);
