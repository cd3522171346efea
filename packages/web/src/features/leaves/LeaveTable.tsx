import type { ComponentProps, ReactNode } from 'react';
import { t } from '../../platform/messages';
import { useBelowSm } from '../../platform/use-media-query';
import { LoadMore } from '../../ui/LoadMore';
import { Table, Td, Th } from '../../ui/Table';
import { useWindowRows } from '../../ui/use-window-rows';
import type { LeaveRequest } from '@paydos/contract/leaves';
import { LeaveStatusBadge } from './LeaveStatusBadge';
import { LeaveDocuments } from '../leave-documents';
import { travelLeaveTexts } from '../../platform/messages/travel-leave';
import { LeaveLength } from './LeaveLength';
import { hourlyLeaveMessages as h } from '../../platform/messages/hourly-leave';
import { formatDate, formatInstantDate } from '../../platform/format-dates';
import { leaveLengthText, leaveTypeLabel } from '../../platform/format-lengths';

const m = t.leaves;

/**
 * The leave rows every page shows; `showEmployee` adds the person, `actions` a last column, `details`
 * more about a request under its status (the approvals page's trail), the proof documents under its reason. The status is the server's stage
 * label ("Yöneticide", "İK'da" in the two-step flow, issue 23).
 * On a phone the rows become cards, so the actions stay in reach without sideways scrolling.
 * Only one of the two layouts is rendered (the screen's), and a long list only near the screen.
 */
export function LeaveTable({
  leaves,
  showEmployee = false,
  actions,
  details,
  label,
  more,
}: {
  leaves: LeaveRequest[];
  showEmployee?: boolean;
  actions?: (leave: LeaveRequest) => ReactNode;
  details?: (leave: LeaveRequest) => ReactNode;
  label: string;
  /** A paged list: the next page loads as the list scrolls (ui/LoadMore). */
  more?: ComponentProps<typeof LoadMore>;
}) {
  const phone = useBelowSm();
  // Only the rows near the screen are in the DOM once a list grows long (approvals of thousands).
  const rows = useWindowRows(leaves.length, phone ? 120 : 64);
  const columns = 5 + (showEmployee ? 1 : 0) + (actions ? 1 : 0);
  const setRef = (element: HTMLElement | null) => void (rows.ref.current = element);
  return (
    <>
      {phone ? (
        <ul ref={setRef} className="divide-y divide-line" aria-label={label}>
          {rows.before > 0 && <li aria-hidden style={{ height: rows.before }} />}
          {rows.items
            .map(({ index }) => leaves[index]!)
            .map((leave, i) => (
              <li
                key={leave.id}
                ref={rows.measure}
                data-index={rows.items[i]!.index}
                data-leave-id={leave.id}
                className="space-y-2 px-5 py-4 text-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    {showEmployee && (
                      <p className="font-medium">
                        {leave.user.firstName} {leave.user.lastName}
                      </p>
                    )}
                    <p className={showEmployee ? 'text-muted' : 'font-medium'}>{leaveTypeLabel(leave)}</p>
                  </div>
                  <LeaveStatusBadge status={leave.status} label={leave.stageLabel} />
                </div>
                <p>
                  {formatDate(leave.startDate)} – {formatDate(leave.endDate)} ·{' '}
                  {leaveLengthText({ days: leave.days, ...leave.hours })}
                  {leave.hours?.startTime && ` · ${h.startsAt(leave.hours.startTime)}`}
                  <TravelLine leave={leave} />
                </p>
                {(leave.reason || leave.decisionReason) && (
                  <p className="text-muted wrap-anywhere">
                    {leave.reason}
                    {leave.decisionReason && (
                      <span className="block text-xs">
                        {m.decisionNote}: {leave.decisionReason}
                      </span>
                    )}
                  </p>
                )}
                <LeaveDocuments leave={leave} />
                {details?.(leave)}
                {actions && <div>{actions(leave)}</div>}
              </li>
            ))}
          {rows.after > 0 && <li aria-hidden style={{ height: rows.after }} />}
        </ul>
      ) : (
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
          <tbody ref={setRef}>
            {rows.before > 0 && (
              <tr aria-hidden>
                <td colSpan={columns} style={{ height: rows.before, padding: 0 }} />
              </tr>
            )}
            {rows.items
              .map(({ index }) => leaves[index]!)
              .map((leave, i) => (
                <tr key={leave.id} ref={rows.measure} data-index={rows.items[i]!.index} data-leave-id={leave.id}>
                  {showEmployee && (
                    <Td>
                      <span className="font-medium">
                        {leave.user.firstName} {leave.user.lastName}
                      </span>
                      <span className="block text-xs text-muted">{leave.user.position ?? leave.user.email}</span>
                    </Td>
                  )}
                  <Td>{leaveTypeLabel(leave)}</Td>
                  <Td className="whitespace-nowrap">
                    {formatDate(leave.startDate)} – {formatDate(leave.endDate)}
                    <TravelLine leave={leave} />
                    {leave.hours?.startTime && (
                      <span className="block text-xs text-muted">{h.startsAt(leave.hours.startTime)}</span>
                    )}
                    <span className="block text-xs text-muted">
                      {m.requestedOn}: {formatInstantDate(leave.createdAt)}
                    </span>
                  </Td>
                  <Td className="text-right tabular-nums">
                    <LeaveLength leave={leave} />
                  </Td>
                  <Td className={details ? 'min-w-44' : undefined}>
                    <LeaveStatusBadge status={leave.status} label={leave.stageLabel} />
                    {details?.(leave)}
                  </Td>
                  <Td className="max-w-64 text-muted wrap-anywhere">
                    {leave.reason}
                    {leave.decisionReason && (
                      <span className="block text-xs">
                        {m.decisionNote}: {leave.decisionReason}
                      </span>
                    )}
                    {/* Issue 24 item 5: its proofs, as far as the viewer may know of them. */}
                    <LeaveDocuments leave={leave} className="mt-1" />
                  </Td>
                  {actions && <Td className="text-right whitespace-nowrap">{actions(leave)}</Td>}
                </tr>
              ))}
            {rows.after > 0 && (
              <tr aria-hidden>
                <td colSpan={columns} style={{ height: rows.after, padding: 0 }} />
              </tr>
            )}
          </tbody>
        </Table>
      )}
      {more && <LoadMore {...more} />}
    </>
  );
}

/** A leave's travel days (yol izni, issue 24 item 3): how many, where, unpaid, and the last day away; nothing without. */
function TravelLine({ leave }: { leave: LeaveRequest }) {
  if (!leave.travelDays || !leave.travelEndDate) return null;
  return (
    <span className="block text-xs whitespace-normal text-muted" data-testid="travel-leave-line">
      {travelLeaveTexts.line(leave.travelDays, leave.travelDestination ?? null, formatDate(leave.travelEndDate))}
    </span>
  );
}
