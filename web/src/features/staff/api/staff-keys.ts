import type { AuditFilters } from './get-audit-log';
import type { QueueState } from './get-approval-queue';

/** Every query key of the staff console: queries and invalidations use these, never hand-typed arrays. */
export const staffKeys = {
  all: ['staff'] as const,
  approvalQueues: () => [...staffKeys.all, 'approval-queue'] as const,
  approvalQueue: (state: QueueState) => [...staffKeys.approvalQueues(), state] as const,
  users: () => [...staffKeys.all, 'users'] as const,
  userSearch: (q: string, status: string) => [...staffKeys.users(), q, status] as const,
  brands: (q: string) => [...staffKeys.all, 'brands', q] as const,
  strategists: () => [...staffKeys.all, 'strategists'] as const,
  auditLogs: () => [...staffKeys.all, 'audit-log'] as const,
  auditLog: (filters: AuditFilters) => [...staffKeys.auditLogs(), filters] as const,
  operations: () => [...staffKeys.all, 'operations'] as const,
  outbox: () => [...staffKeys.operations(), 'outbox'] as const,
  deadLetters: (state: string) => [...staffKeys.operations(), 'dead-letters', state] as const,
  scheduledRuns: () => [...staffKeys.operations(), 'scheduled-runs'] as const,
};
