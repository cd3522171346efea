import { formatDays, formatTurkishDate, type Weekday } from '@paydos/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { t } from '../../platform/messages';
import { useBelowSm } from '../../platform/use-media-query';
import { Button } from '../../ui/Button';
import { EmailAddress } from '../../ui/EmailAddress';
import { Table, Td, Th } from '../../ui/Table';
import { LeaveStatusBadge } from '../leaves';
import type { LeaveInput, OperatorLeave } from './api';
import { LeaveEditor } from './LeaveEditor';

const m = t.operatorPeople;
const fullName = (leave: OperatorLeave) => `${leave.user.firstName} ${leave.user.lastName}`;

interface Props {
  leaves: OperatorLeave[];
  workingDays: readonly Weekday[];
  /** The one leave in inline edit, if any: every other row's buttons wait. */
  editing: string | null;
  busy: boolean;
  onEdit: (id: string | null) => void;
  onDelete: (leave: OperatorLeave) => void;
  onSave: (leave: OperatorLeave, input: LeaveInput) => void;
}

/** The operator's leaves of one organization: a table, or one card per leave on a phone (issue 21 item 5). */
export function LeaveList(props: Props) {
  return useBelowSm() ? <LeaveCards {...props} /> : <LeaveTable {...props} />;
}

function Dates({ leave }: { leave: OperatorLeave }) {
  return (
    <>
      <span className="whitespace-nowrap">
        {formatTurkishDate(leave.startDate)} – {formatTurkishDate(leave.endDate)}
      </span>
      <span className="block text-xs text-muted">
        {m.dayCount(formatDays(leave.days))}
        {leave.daysOverrideReason && <span title={leave.daysOverrideReason}> · {m.overridden}</span>}
      </span>
    </>
  );
}

function RowButtons({
  leave,
  editing,
  onEdit,
  onDelete,
}: Pick<Props, 'editing' | 'onEdit' | 'onDelete'> & { leave: OperatorLeave }) {
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        title={m.edit}
        disabled={editing !== null}
        onClick={() => onEdit(leave.id)}
        aria-label={`${m.edit}: ${fullName(leave)}`}
      >
        <Pencil className="size-4" aria-hidden />
      </Button>{' '}
      <Button
        size="sm"
        variant="ghost"
        className="disabled:opacity-40"
        title={m.delete}
        disabled={editing !== null}
        onClick={() => onDelete(leave)}
        aria-label={`${m.delete}: ${fullName(leave)}`}
      >
        <Trash2 className="size-4 text-red-600" aria-hidden />
      </Button>
    </>
  );
}

function LeaveTable({ leaves, workingDays, editing, busy, onEdit, onDelete, onSave }: Props) {
  return (
    <Table aria-label={m.leavesTitle} className="min-w-[48rem]">
      <thead>
        <tr>
          <Th>{m.employee}</Th>
          <Th>{m.leaveType}</Th>
          <Th>{m.dates}</Th>
          <Th>{m.status}</Th>
          <Th className="text-right">{m.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {leaves.map((leave) =>
          editing === leave.id ? (
            <LeaveEditor
              key={leave.id}
              layout="row"
              leave={leave}
              workingDays={workingDays}
              busy={busy}
              onSave={(input) => onSave(leave, input)}
              onCancel={() => onEdit(null)}
            />
          ) : (
            <tr key={leave.id} data-testid="operator-leave">
              <Td className="max-w-44">
                <span className="font-medium">{fullName(leave)}</span>
                <EmailAddress address={leave.user.email} className="block text-xs text-muted" />
              </Td>
              <Td className="max-w-56">
                {leave.leaveTypeName}
                {leave.reason && <span className="block text-xs text-muted wrap-anywhere">{leave.reason}</span>}
              </Td>
              <Td className="tabular-nums">
                <Dates leave={leave} />
              </Td>
              <Td>
                <LeaveStatusBadge status={leave.status} />
              </Td>
              <Td className="text-right whitespace-nowrap">
                <RowButtons leave={leave} editing={editing} onEdit={onEdit} onDelete={onDelete} />
              </Td>
            </tr>
          ),
        )}
      </tbody>
    </Table>
  );
}

/** A phone: who, the type and status, the dates with the day count, the reason, the buttons. */
function LeaveCards({ leaves, workingDays, editing, busy, onEdit, onDelete, onSave }: Props) {
  return (
    <ul className="divide-y divide-line" aria-label={m.leavesTitle}>
      {leaves.map((leave) =>
        editing === leave.id ? (
          <LeaveEditor
            key={leave.id}
            layout="card"
            leave={leave}
            workingDays={workingDays}
            busy={busy}
            onSave={(input) => onSave(leave, input)}
            onCancel={() => onEdit(null)}
          />
        ) : (
          <li key={leave.id} data-testid="operator-leave" className="space-y-2 px-4 py-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">{fullName(leave)}</p>
                <EmailAddress address={leave.user.email} className="block text-xs text-muted" />
              </div>
              <LeaveStatusBadge status={leave.status} />
            </div>
            <p>{leave.leaveTypeName}</p>
            <p className="tabular-nums">
              <Dates leave={leave} />
            </p>
            {leave.reason && <p className="text-xs text-muted wrap-anywhere">{leave.reason}</p>}
            <div className="flex justify-end">
              <span className="whitespace-nowrap">
                <RowButtons leave={leave} editing={editing} onEdit={onEdit} onDelete={onDelete} />
              </span>
            </div>
          </li>
        ),
      )}
    </ul>
  );
}
