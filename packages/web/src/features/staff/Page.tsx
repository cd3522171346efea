import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { useCurrentUser } from '../auth';
import { InviteForm } from './InviteForm';
import { LeaveRecordsArchive } from './LeaveRecordsArchive';
import { PendingInvitations } from './PendingInvitations';
import { StaffTable } from './StaffTable';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../platform/document-title';

const m = t.staff;

/**
 * Product §2 /staff-management: any logged-in user may open it (product §6), but the lists hold other
 * people's personal data (KVKK), so the server answers them to ADMIN and MANAGER only and the actions
 * to ADMIN only; an EMPLOYEE sees a notice instead.
 */
export function StaffManagementPage() {
  useDocumentTitle(m.title);
  const user = useCurrentUser();
  const isAdmin = user.role === 'ADMIN';
  return (
    <div className="space-y-6">
      <PageHeader title={m.title} subtitle={m.subtitle} actions={isAdmin && <LeaveRecordsArchive />} />
      {user.role === 'EMPLOYEE' ? (
        <Alert tone="info">{m.employeeNotice}</Alert>
      ) : (
        <>
          {isAdmin && <InviteForm />}
          <StaffTable canManage={isAdmin} currentUserId={user.id} canOpenDetail />
          <PendingInvitations canManage={isAdmin} />
        </>
      )}
    </div>
  );
}
