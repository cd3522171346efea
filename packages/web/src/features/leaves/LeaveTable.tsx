import { formatDays, formatTurkishDate } from '@paydos/domain';
import type { ReactNode } from 'react';
import { t } from '../../platform/messages';
import { Table, Td, Th } from '../../ui/Table';
import type { LeaveRequest } from './api';
import { LeaveStatusBadge } from './LeaveStatusBadge';

const m = t.leaves;

/**
 * The leave rows every page shows; `showEmployee` adds the person, `actions` a last column.
 * On a phone the rows become cards, so the actions stay in reach without sideways scrolling.
 */
export function LeaveTable({ leaves, showEmployee = false, actions, label }: {
  leaves: LeaveRequest[];
  showEmployee?: boolean;
  actions?: (leave: LeaveRequest) => ReactNode;
  label: string;
}) {
  return (
    <>
      <ul className="divide-y divide-line sm:hidden" aria-label={label}>
        {leaves.map((leave) => (
          <li key={leave.id} data-leave-id={leave.id} className="space-y-2 px-5 py-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                {showEmployee && (
                  <p className="font-medium">
                    {leave.user.firstName} {leave.user.lastName}
                  </p>
                )}
                <p className={showEmployee ? 'text-muted' : 'font-medium'}>{leave.leaveTypeName}</p>
              </div>
              <LeaveStatusBadge status={leave.status} />
            </div>
            <p>
              {formatTurkishDate(leave.startDate)} – {formatTurkishDate(leave.endDate)} · {formatDays(leave.days)} {m.days.toLocaleLowerCase('tr-TR')}
            </p>
            {(leave.reason || leave.decisionReason) && (
              <p className="text-muted wrap-anywhere">
                {leave.reason}
                {leave.decisionReason && <span className="block text-xs">{m.decisionNote}: {leave.decisionReason}</span>}
              </p>
            )}
            {actions && <div>{actions(leave)}</div>}
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
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
            <Td className="max-w-64 text-muted wrap-anywhere">
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
      </div>
    </>
  );
}
