import { usePagedList } from '../../platform/paged-list';

export interface AuditEntry {
  id: string;
  createdAt: string;
  actorKind: 'OPERATOR' | 'USER' | 'SYSTEM';
  actorLabel: string;
  /** The acting person's name, while they exist (the server reads it with the log). */
  actorName: string | null;
  action: string;
  organization: { id: string; name: string | null; subdomain: string | null } | null;
  targetType: string | null;
  targetId: string | null;
  /** Whom or what the entry is about, by name, while it exists. */
  targetName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The operator's view only. */
  ipAddress?: string | null;
}

export interface AuditFilters {
  q: string;
  action: string;
  from: string;
  to: string;
  /** Operator only: one organization's entries (`/audit?organizationId=…`, e.g. linked from its page). */
  organizationId?: string;
}

/** Whose log: the operator's (every organization) or the organization admin's own. */
export type AuditScope = 'operator' | 'organization';

/** Newest first, one page of 50 at a time (“Daha fazla yükle” asks for the next by its cursor). */
export const useAuditLog = (scope: AuditScope, filters: AuditFilters) =>
  usePagedList<AuditEntry, 'entries'>(
    ['audit', scope],
    scope === 'operator' ? '/superadmin/audit' : '/admin/audit',
    'entries',
    { ...filters },
    scope === 'operator' ? { credentials: 'operator' } : {},
  );
