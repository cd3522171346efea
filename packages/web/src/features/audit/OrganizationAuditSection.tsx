import { t } from '../../platform/messages';
import { AuditLog } from './AuditLog';

/** “İşlem Kaydı” on /organization: the admin reads the organization's own part of the audit log. */
export function OrganizationAuditSection() {
  return (
    <section aria-labelledby="organization-audit" className="space-y-3">
      <div>
        <h2 id="organization-audit" className="text-lg font-semibold">
          {t.audit.organizationTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{t.audit.organizationDescription}</p>
      </div>
      <AuditLog scope="organization" />
    </section>
  );
}
