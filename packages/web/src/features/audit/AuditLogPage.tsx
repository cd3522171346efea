import { t } from '../../platform/messages';
import { PageHeader } from '../../ui/PageHeader';
import { AuditLog } from './AuditLog';
import { useDocumentTitle } from '../../platform/document-title';

/** Operator /audit: every organization's entries and the operator's own, searchable, newest first. */
export function AuditLogPage() {
  useDocumentTitle(t.audit.title);
  return (
    <div className="space-y-6">
      <PageHeader title={t.audit.title} subtitle={t.audit.description} />
      <AuditLog scope="operator" />
    </div>
  );
}
