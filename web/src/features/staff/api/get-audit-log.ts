import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export type AuditFilters = { q?: string; action?: string; target_type?: string };

/** `GET /api/staff/audit-log/` — staff actions, newest first, a page of 50 at a time. */
const getAuditLog = (filters: AuditFilters, before?: string) =>
  api.get('/staff/audit-log/', { query: { ...filters, before } });

const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: staffKeys.auditLog(filters),
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(auditLogQueryOptions(filters));
