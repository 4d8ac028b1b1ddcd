import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TCreatorDashboard } from '@schemas/creator-work';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useDashboard } from '../api/get-dashboard';
import { ApprovalModal, DashboardTour } from '../components/dashboard-extras';
import { TodoList } from '../components/todo-list';
import styles from '../components/creator-campaigns.module.css';
import { formatDate, formatMoney } from '@/lib/format';

const STATS: [keyof TCreatorDashboard['counts'], string][] = [
  ['invitations', 'Invitations'],
  ['offers', 'Offers'],
  ['contracts_to_sign', 'To sign'],
  ['deliverables_due', 'Due'],
  ['changes_requested', 'Changes'],
  ['active_campaigns', 'Active'],
];

/** A side card: its title, a link to the whole list, and what to say while the list is empty. */
const SideCard = ({
  title,
  to,
  linkLabel,
  empty,
  children,
}: {
  title: string;
  to: string;
  linkLabel: string;
  /** Shown instead of the children while there is nothing to list. */
  empty: string | null;
  children: ReactNode;
}) => (
  <Card
    title={title}
    actions={
      <AppButtonLink to={to} size="small" color="tertiary">
        {linkLabel}
      </AppButtonLink>
    }
  >
    {empty === null ? children : <p className={styles.muted}>{empty}</p>}
  </Card>
);

const Side = ({ data }: { data: TCreatorDashboard }) => (
  <div className={styles.stack}>
    <SideCard
      title="Payments"
      to={paths.creator.settingsPayments.path}
      linkLabel="All payments"
      empty={
        data.payments.length === 0
          ? 'Nothing yet. When a brand sends you an offer, its funds are secured for you and shown here.'
          : null
      }
    >
      <div className={styles.facts}>
        {data.payments.map((p) => (
          <dl key={p.currency} className={styles.paymentFigures}>
            <div>
              <dt>In escrow</dt>
              <dd>{formatMoney(p.in_escrow_cents, p.currency)}</dd>
            </div>
            <div>
              <dt>Payable</dt>
              <dd>{formatMoney(p.available_cents, p.currency)}</dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd>{formatMoney(p.paid_cents, p.currency)}</dd>
            </div>
          </dl>
        ))}
      </div>
    </SideCard>
    <SideCard
      title="Your events"
      to={paths.creator.events.path}
      linkLabel="All events"
      empty={
        data.upcoming_events.length === 0 ? 'No events booked. Brands host meetups and launches you can join.' : null
      }
    >
      <ul className={styles.todo}>
        {data.upcoming_events.map((e) => (
          <li key={e.id} className={styles.todoItem} style={{ gridTemplateColumns: '1fr', gap: 4 }}>
            <Link to={paths.creator.event.getHref(e.id)}>{e.title}</Link>
            <span className={styles.muted}>
              {formatDate(e.starts_at)} · {e.location}
            </span>
          </li>
        ))}
      </ul>
    </SideCard>
  </div>
);

/** /creator/dashboard: what needs doing now, with dates; counts, money and booked events. */
const DashboardPage = () => {
  const dashboard = useDashboard();
  const user = useAuthStore((s) => s.user);
  return (
    <div className={styles.stack}>
      <ApprovalModal />
      <PageHeader
        eyebrow="Creator"
        title={`Hi ${user?.first_name ?? 'there'}`}
        description="Here is what needs doing now."
        actions={<AppButtonLink to={paths.creator.campaignSearch.path}>Find campaigns</AppButtonLink>}
      />
      <DashboardTour />
      {user?.status === 'PENDING' && (
        <p className={styles.infoNotice}>
          Your profile is waiting for approval. You can browse campaigns meanwhile; applying opens once you are
          approved.
        </p>
      )}
      {dashboard.isPending && <Skeleton height={280} />}
      {dashboard.isError && (
        <ErrorState description="Your dashboard could not be loaded." onRetry={() => dashboard.refetch()} />
      )}
      {dashboard.data && (
        <>
          <dl className={styles.stats}>
            {STATS.map(([key, label]) => (
              <div key={key} className={styles.stat}>
                <dt>{label}</dt>
                <dd>{dashboard.data.counts[key]}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.twoCol}>
            <Card title="What needs doing now">
              {dashboard.data.todo.length === 0 ? (
                <EmptyState
                  headingLevel={3}
                  title="You are all caught up"
                  description="Nothing needs your attention. Find your next campaign?"
                  actions={<AppButtonLink to={paths.creator.campaignSearch.path}>Find campaigns</AppButtonLink>}
                />
              ) : (
                <TodoList items={dashboard.data.todo} />
              )}
            </Card>
            <Side data={dashboard.data} />
          </div>
        </>
      )}
    </div>
  );
};
export default DashboardPage;
