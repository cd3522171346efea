import { formatDays, formatTurkishDate } from '@paydos/domain';
import type { ReactNode } from 'react';
import { t } from '../../platform/messages';
import { Table, Td, Th } from '../../ui/Table';
import type { LeaveRequest } from './api';
import { LeaveStatusBadge } from './LeaveStatusBadge';

const m = t.leaves;

/** The leave rows every page shows; `showEmployee` adds the person, `actions` a last column. */
export function LeaveTable({ leaves, showEmployee = false, actions, label }: {
  leaves: LeaveRequest[];
  showEmployee?: boolean;
  actions?: (leave: LeaveRequest) => ReactNode;
  label: string;
}) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {showEmployee && <Th>{m.employee}</Th>}
          <Th>{m.type}</Th>
          <Th>{m.dates}</Th>
          <Th className="text-right">{m.days}</Th>
          <Th>{m.status}</Th>
          <Th>{m.reason}</Th>
          {actions && <Th className="text-right">{t.approvals.actions}</Th>}
        </tr>
      </thead>
      <tbody>
        {leaves.map((leave) => (
          <tr key={leave.id} data-leave-id={leave.id}>
            {showEmployee && (
              <Td>
                <span className="font-medium">
                  {leave.user.firstName} {leave.user.lastName}
                </span>
                <span className="block text-xs text-muted">{leave.user.position ?? leave.user.email}</span>
              </Td>
            )}
            <Td>{leave.leaveTypeName}</Td>
            <Td className="whitespace-nowrap">
              {formatTurkishDate(leave.startDate)} – {formatTurkishDate(leave.endDate)}
              <span className="block text-xs text-muted">
                {m.requestedOn}: {formatTurkishDate(leave.createdAt.slice(0, 10))}
              </span>
            </Td>
            <Td className="text-right tabular-nums">{formatDays(leave.days)}</Td>
            <Td>
              <LeaveStatusBadge status={leave.status} />
            </Td>
            <Td className="max-w-64 text-muted">
              {leave.reason}
              {leave.decisionReason && (
                <span className="block text-xs">
                  {m.decisionNote}: {leave.decisionReason}
                </span>
              )}
            </Td>
            {actions && <Td className="text-right whitespace-nowrap">{actions(leave)}</Td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
