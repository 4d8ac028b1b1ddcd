import type { TFeature } from '@schemas/subscription';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/stores/auth-store';
import { AppButtonLink } from './app-link';
import { Callout } from './callout';
import { SparklesIcon } from './icons';
import styles from './upsell-card.module.css';

type TUpsellCardProps = {
  /** The plan feature: it names the card and is highlighted on the plans page the card links to. */
  feature: TFeature;
  description: string;
  /** Defaults to "<feature> is available on a higher plan" ("… is not part of strategist access" for a strategist). */
  title?: string;
  /** A heading when the card stands in for a whole page's content. */
  headingLevel?: 2 | 3;
  /** What the feature includes, listed under the description. */
  includes?: readonly string[];
  /** False for a viewer who cannot change the plan (a member without billing rights): no link to the plans. */
  canUpgrade?: boolean;
};

/**
 * What a plan-gated feature would do, with the way to get it — never an error. A strategist's access is a fixed
 * set of features whatever the brand's plan (permissions.ts), so a higher plan would not give it to them, and the
 * plans are the brand's to buy: they are told so, without a link to the plans.
 */
export const UpsellCard = ({ feature, title, canUpgrade = true, ...card }: TUpsellCardProps) => {
  const isStrategist = useAuthStore((s) => s.user?.profile_of === 'Strategist');
  return (
    <UpsellCallout
      {...card}
      feature={feature}
      title={
        title ??
        (isStrategist ? `${feature} is not part of strategist access` : `${feature} is available on a higher plan`)
      }
      canUpgrade={canUpgrade && !isStrategist}
    />
  );
};

const UpsellCallout = ({
  feature,
  description,
  title,
  headingLevel,
  includes,
  canUpgrade,
}: TUpsellCardProps & { title: string }) => (
  <Callout
    label={canUpgrade ? `${feature} is not in your plan` : `${feature} is not part of your access`}
    title={title}
    headingLevel={headingLevel}
    description={description}
    icon={<SparklesIcon size={22} />}
    action={
      canUpgrade && (
        <AppButtonLink to={paths.brand.plans.getHref(feature)} color="secondary" size="small">
          See plans
        </AppButtonLink>
      )
    }
  >
    {includes && (
      <ul className={styles.includes}>
        {includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    )}
  </Callout>
);
