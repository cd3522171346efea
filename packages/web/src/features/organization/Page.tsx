import { t } from '../../platform/messages';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { useOrganization } from './api';
import { CompanyInfoForm } from './CompanyInfoForm';
import { LeavePolicyCard } from './LeavePolicyCard';
import { ExtraLeaveExpiryCard } from './ExtraLeaveExpiryCard';
import { WorkingTimeCard } from './WorkingTimeCard';
import { LogoUpload } from './LogoUpload';
import { MailSettingsCard } from './MailSettingsCard';
import { PageHeader } from '../../ui/PageHeader';
import { OrganizationAuditSection } from '../audit';
import { ApprovalFlowCard } from '../approval-flow';
import { TeamRulesCard } from '../team-rules';
import { TeamsCard } from '../teams';
import { WebhooksCard } from '../webhooks';
import { ApiKeysCard } from '../api-keys';
import { SsoCard } from '../sso';
import { useDocumentTitle } from '../../platform/document-title';

const m = t.organizationPage;

export function OrganizationPage() {
  useDocumentTitle(m.title);
  const organization = useOrganization();
  return (
    <div className="space-y-6">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      {organization.isPending ? (
        <Spinner />
      ) : organization.isError ? (
        <Card className="p-8 text-center" role="alert">
          <h2 className="text-lg font-semibold">{m.notFoundTitle}</h2>
          <p className="mt-2 text-sm text-muted">{m.loadFailed}</p>
        </Card>
      ) : (
        <>
          <LogoUpload organization={organization.data} />
          <CompanyInfoForm organization={organization.data} />
          <LeavePolicyCard organization={organization.data} />
          <ExtraLeaveExpiryCard />
          <WorkingTimeCard />
          <TeamsCard />
          <MailSettingsCard organization={organization.data} />
          <ApprovalFlowCard />
          <TeamRulesCard />
          <WebhooksCard />
          <ApiKeysCard />
          <SsoCard />
          <OrganizationAuditSection />
        </>
      )}
    </div>
  );
}
