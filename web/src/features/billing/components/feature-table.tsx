import type { TPlan } from '@schemas/plans';
import styles from './billing.module.css';

/** Every feature of spec §3 against every plan, from the same table the server's `can()` reads. */
export const FeatureTable = ({ plans, highlightedFeature }: { plans: TPlan[]; highlightedFeature?: string }) => {
  const features = Object.keys(plans[0]?.features ?? {});
  return (
    <section className={styles.card} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.cardTitle}>
        Compare features
      </h2>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Features by plan">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className={styles.center}>
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {features.map((feature) => (
              <tr
                key={feature}
                className={feature === highlightedFeature ? styles.rowHighlight : undefined}
                aria-current={feature === highlightedFeature ? 'true' : undefined}
              >
                <th scope="row">{feature}</th>
                {plans.map((plan) => (
                  <td key={plan.id} className={styles.center}>
                    {plan.features[feature] ? (
                      <span className={styles.yes} aria-label="Included">
                        ✓
                      </span>
                    ) : (
                      <span className={styles.no} aria-label="Not included">
                        ✗
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
