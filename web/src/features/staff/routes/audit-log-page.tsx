import { useDeferredValue, useState } from 'react';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/spinner';
import { useAuditLog } from '../api/get-audit-log';
import { StaffConsoleFrame } from '../components/staff-console-frame';
import { StaffSearch } from '../components/staff-search';
import { formatDateTime } from '@/lib/format';
import { Table } from '@/components/ui/table';

const changes = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
  [before && `before ${JSON.stringify(before)}`, after && `after ${JSON.stringify(after)}`].filter(Boolean).join('\n');

/** /staff/audit: every staff action (who, what, when, before/after), searchable. */
const AuditLogPage = () => {
  const [q, setQ] = useState('');
  const [target, setTarget] = useState('');
  const filters = useDeferredValue({ q: q.trim() || undefined, target_type: target || undefined });
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((p) => p.results) ?? [];

  return (
    <StaffConsoleFrame title="Audit log" description="Every action taken in the staff console, newest first.">
      <StaffSearch label="Search" placeholder="Staff e-mail or what happened" value={q} onChange={setQ}>
        <SelectField label="Object" value={target} onChange={(e) => setTarget(e.target.value)}>
          <option value="">Everything</option>
          <option value="user">Users</option>
          <option value="brand">Brands</option>
          <option value="invitation">Invitations</option>
          <option value="support_request">Support requests</option>
          <option value="dead_letter">Dead letters</option>
        </SelectField>
      </StaffSearch>
      {log.isPending ? (
        <Skeleton height={240} />
      ) : log.isError ? (
        <QueryError query={log} />
      ) : entries.length === 0 ? (
        <EmptyState
          title="No staff actions found"
          description={
            q || target
              ? 'Nothing matches these filters.'
              : 'Approvals, suspensions, replies and every other staff action will be listed here as they happen.'
          }
        />
      ) : (
        <Card padding="none">
          <Table
            rows={entries}
            rowKey={(e) => e.id}
            stackOnPhone
            columns={[
              { header: 'When', cell: (e) => formatDateTime(e.created_at) },
              { header: 'Who', cell: (e) => e.actor_email },
              {
                header: 'What',
                cell: (e) => (
                  <>
                    {e.summary}
                    <br />
                    <span className={layout.muted}>{e.action}</span>
                  </>
                ),
              },
              { header: 'Change', cell: (e) => changes(e.before, e.after), className: layout.code },
            ]}
          />
        </Card>
      )}
      {log.hasNextPage && (
        <Button color="secondary" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          Show older
        </Button>
      )}
    </StaffConsoleFrame>
  );
};

export default AuditLogPage;
