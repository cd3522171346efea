import { t } from '../../platform/messages/approvals';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../platform/document-title';
import { useApprovalFlowKind } from '../approval-flow';
import { useCurrentUser } from '../auth';
import { ApprovalsList } from './ApprovalsList';

const m = t.approvals;

/**
 * /leave-approvals: any logged-in user may open it (product §6). An ADMIN decides (in the two-step flow,
 * İK's step); a MANAGER reads the list in the one-step flow, and in the two-step flow decides his teams'
 * requests (issue 23 item 3: the server lists only those); an EMPLOYEE is pointed to his own requests
 * (the server refuses him the list).
 */
export function LeaveApprovalsPage() {
  useDocumentTitle(m.title);
  const user = useCurrentUser();
  const flowKind = useApprovalFlowKind();
  if (user.role === 'EMPLOYEE') {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold">{m.title}</h1>
        <Alert tone="info">{m.employeeNotice}</Alert>
      </div>
    );
  }
  const isAdmin = user.role === 'ADMIN';
  const managerDecides = user.role === 'MANAGER' && flowKind === 'MANAGER_THEN_ADMIN';
  return (
    <div className="space-y-6">
      <PageHeader title={m.title} subtitle={managerDecides ? t.approvalDecision.managerSubtitle : m.subtitle} />
      {managerDecides && <Alert tone="info">{t.approvalDecision.managerNotice}</Alert>}
      {flowKind === 'ADMIN_ONLY' && <Alert tone="info">{m.readOnly}</Alert>}
      <ApprovalsList decides={isAdmin || managerDecides} isAdmin={isAdmin} />
    </div>
  );
}
