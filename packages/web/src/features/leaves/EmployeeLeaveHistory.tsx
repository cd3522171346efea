import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Card, CardHeader } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { AddLeaveButton } from './AddLeaveButton';
import { useEmployeeLeaves } from './api';
import { LeaveTable } from './LeaveTable';

/** One employee's leave requests (employee page, ADMIN/MANAGER), with the add-leave button. */
export function EmployeeLeaveHistory({ employeeId }: { employeeId: string }) {
  const leaves = useEmployeeLeaves(employeeId);
  return (
    <Card>
      <CardHeader title={t.leaves.employeeHistoryTitle} action={<AddLeaveButton employeeId={employeeId} />} />
      {leaves.isPending ? (
        <div className="p-5">
          <Spinner />
        </div>
      ) : leaves.isError ? (
        <div className="p-5">
          <Alert tone="error">{leaves.error.message || t.leaves.historyFailed}</Alert>
        </div>
      ) : leaves.data.length === 0 ? (
        <p className="p-5 text-sm text-muted">{t.leaves.employeeHistoryEmpty}</p>
      ) : (
        <LeaveTable leaves={leaves.data} label={t.leaves.employeeHistoryTitle} />
      )}
    </Card>
  );
}
