import { type Weekday, type WorkingTime } from '@paydos/domain';
import { t } from '../../platform/messages';
import { EmailAddress } from '../../ui/EmailAddress';
import { LeaveStatusBadge } from '../leaves';
import type { LeaveInput, OperatorLeave } from './api';
import { EditableRows, type RowActions } from './EditableRows';
import { LeaveEditor } from './LeaveEditor';
import { formatDate } from '../../platform/format-dates';
import { leaveLengthText, leaveTypeLabel } from '../../platform/format-lengths';

const m = t.operatorPeople;
const fullName = (leave: OperatorLeave) => `${leave.user.firstName} ${leave.user.lastName}`;

function Dates({ leave }: { leave: OperatorLeave }) {
  return (
    <>
      <span className="whitespace-nowrap">
        {formatDate(leave.startDate)} – {formatDate(leave.endDate)}
      </span>
      <span className="block text-xs text-muted">
        {/* An hourly leave says its hours ("günde 1 sa 30 dk, toplam 7 sa 30 dk"), never "0 gün". */}
        {leaveLengthText({ days: leave.days, ...leave.hours })}
        {leave.daysOverrideReason && <span title={leave.daysOverrideReason}> · {m.overridden}</span>}
      </span>
    </>
  );
}

/** The operator's leaves of one organization: who, type, dates and status; on a phone one card per leave. */
export function LeaveList({
  leaves,
  workingDays,
  workingTime,
  onSave,
  ...actions
}: RowActions<OperatorLeave, LeaveInput> & {
  leaves: OperatorLeave[];
  workingDays: readonly Weekday[];
  workingTime: WorkingTime;
}) {
  return (
    <EditableRows
      {...actions}
      label={m.leavesTitle}
      rows={leaves}
      testId="operator-leave"
      name={fullName}
      tableClassName="min-w-[48rem]"
      columns={[
        {
          header: m.employee,
          className: 'max-w-44',
          cell: (leave) => (
            <>
              <span className="font-medium">{fullName(leave)}</span>
              <EmailAddress address={leave.user.email} className="block text-xs text-muted" />
            </>
          ),
        },
        {
          header: m.leaveType,
          className: 'max-w-56',
          cell: (leave) => (
            <>
              {leaveTypeLabel(leave)}
              {leave.reason && <span className="block text-xs text-muted wrap-anywhere">{leave.reason}</span>}
            </>
          ),
        },
        { header: m.dates, className: 'tabular-nums', cell: (leave) => <Dates leave={leave} /> },
        { header: m.status, cell: (leave) => <LeaveStatusBadge status={leave.status} /> },
      ]}
      card={(leave, buttons) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium">{fullName(leave)}</p>
              <EmailAddress address={leave.user.email} className="block text-xs text-muted" />
            </div>
            <LeaveStatusBadge status={leave.status} />
          </div>
          <p>{leaveTypeLabel(leave)}</p>
          <p className="tabular-nums">
            <Dates leave={leave} />
          </p>
          {leave.reason && <p className="text-xs text-muted wrap-anywhere">{leave.reason}</p>}
          <div className="flex justify-end">
            <span className="whitespace-nowrap">{buttons}</span>
          </div>
        </>
      )}
      editor={(leave, frame) => (
        <LeaveEditor
          key={leave.id}
          leave={leave}
          workingDays={workingDays}
          workingTime={workingTime}
          frame={frame}
          onSave={(input) => onSave(leave, input)}
        />
      )}
    />
  );
}
