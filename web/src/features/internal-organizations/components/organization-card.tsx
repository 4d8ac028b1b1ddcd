import { Link } from 'react-router-dom';
import type { TOrganizationRow } from '@schemas/internal-organizations';
import { AppButtonLink } from '@/components/ui/app-link';
import { Facts } from '@/components/ui/facts';
import { paths } from '@/config/paths';
import { formatMoney, formatRelative, PLAN_STATUS_LABELS } from '@/lib/format';
import { ActForBrand } from './act-for-brand';
import { AttentionBadges } from './attention-badges';
import styles from './internal-organizations.module.css';

/** One brand in the strategist's organizations list: plan, figures, what needs attention, and the ways in. */
export const OrganizationCard = ({ org, canActFor }: { org: TOrganizationRow; canActFor: boolean }) => (
  <article className={styles.card} aria-labelledby={`org-${org.id}`}>
    <div className={styles.orgHead}>
      <div className={styles.stackSm}>
        <h2 className={styles.cardTitle} id={`org-${org.id}`}>
          <Link to={paths.internal.organization.getHref(org.id)}>{org.name}</Link>
        </h2>
        <p className={styles.muted}>
          {org.plan ? `${org.plan.name} plan` : 'No plan'} · {PLAN_STATUS_LABELS[org.status]} · Owner {org.owner.name}
        </p>
      </div>
      <AttentionBadges attention={org.attention} />
    </div>
    <Facts
      className={styles.figures}
      facts={[
        ['Team', org.team_size],
        ['Active campaigns', org.active_campaigns],
        ['Creators under contract', org.creators_under_contract],
        ['Wallet available', formatMoney(org.wallet.available_cents)],
        ['In escrow', formatMoney(org.wallet.escrow_cents)],
        ['Strategists', org.strategists.map((s) => s.name).join(', ') || 'None'],
        ['Last activity', formatRelative(org.last_activity_at)],
      ]}
    />
    <div className={styles.actions}>
      <AppButtonLink size="small" color="secondary" to={paths.internal.organization.getHref(org.id)}>
        Open
      </AppButtonLink>
      <AppButtonLink size="small" color="secondary" to={paths.internal.organizationCreators.getHref(org.id)}>
        Creators
      </AppButtonLink>
      {canActFor && <ActForBrand brand={org} size="small" />}
    </div>
  </article>
);
