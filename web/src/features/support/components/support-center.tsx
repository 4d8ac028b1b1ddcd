import type { TSupportTopic } from '@schemas/support';
import layout from '@/components/styles/layout.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { SupportIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/spinner';
import { useSupportRequests, type SupportScope } from '../api/support-requests';
import { SupportForm } from './support-form';
import { SupportThread } from './support-thread';

/** The form and the list of requests with their answers, for one scope (a brand's, or a person's own). */
export const SupportCenter = ({
  scope,
  uploadScope,
  topics,
}: {
  scope: SupportScope;
  uploadScope: string;
  topics?: readonly TSupportTopic[];
}) => {
  const requests = useSupportRequests(scope);
  return (
    <div className={layout.stack}>
      <SupportForm scope={scope} uploadScope={uploadScope} topics={topics} />
      <section className={layout.stack} aria-labelledby="support-requests-heading">
        <h2 id="support-requests-heading" style={{ margin: 0, fontSize: 'var(--text-lg)' }}>
          Your requests
        </h2>
        {requests.isPending ? (
          <Skeleton height={140} />
        ) : requests.isError ? (
          <QueryError query={requests} />
        ) : requests.data.results.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<SupportIcon size={26} />}
            title="No requests yet"
            description="When you write to us, your request and our answers are kept here."
          />
        ) : (
          <ul className={layout.list} aria-label="Support requests">
            {requests.data.results.map((r) => (
              <li key={r.id}>
                <SupportThread request={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
