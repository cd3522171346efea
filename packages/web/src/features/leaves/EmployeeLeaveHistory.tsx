import { t } from '../../platform/messages';
import { Card, CardHeader } from '../../ui/Card';
import { AddLeaveButton } from './AddLeaveButton';
import { HistoricalLeaveButton } from './HistoricalLeaveButton';
import { useEmployeeLeaves } from './api';
import { LeaveAcknowledgement } from './LeaveAcknowledgement';
import { LeaveTable } from './LeaveTable';
import { QueryBody } from '../../ui/QueryBody';

/** One employee's leave requests (employee page, ADMIN/MANAGER), with the add-leave button. */
export function EmployeeLeaveHistory({ employeeId }: { employeeId: string }) {
  const leaves = useEmployeeLeaves(employeeId);
  return (
    <Card>
      <CardHeader
        title={t.leaves.employeeHistoryTitle}
        action={
          <div className="flex flex-wrap gap-2">
            <HistoricalLeaveButton employeeId={employeeId} />
            <AddLeaveButton employeeId={employeeId} />
          </div>
        }
      />
      <QueryBody
        query={{ ...leaves.query, data: leaves.rows }}
        failed={t.leaves.historyFailed}
        empty={t.leaves.employeeHistoryEmpty}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <LeaveTable
            leaves={list}
            label={t.leaves.employeeHistoryTitle}
            more={leaves.more}
            details={(leave) => <LeaveAcknowledgement leave={leave} own={false} />}
          />
        )}
      </QueryBody>
    </Card>
  );
}
