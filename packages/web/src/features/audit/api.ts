import type { AdminAuditEntry, AuditQueryInput, OperatorAuditEntry } from '@paydos/contract/audit';
import { usePagedList } from '../../platform/paged-list';

/** An entry of either log: the organization admin's has no address (`ipAddress` is the operator's only). */
export type AuditEntry = AdminAuditEntry & Partial<Pick<OperatorAuditEntry, 'ipAddress'>>;

/** The log's filters as the URL holds them: empty means not given. */
export type AuditFilters = Required<Pick<AuditQueryInput, 'q' | 'action' | 'from' | 'to'>> &
  Pick<AuditQueryInput, 'organizationId'>;

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
