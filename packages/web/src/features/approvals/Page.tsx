import type { LeaveFilters, LeaveRequest } from '@paydos/contract/leaves';
import { isCalendarDate, leaveTypes, LEAVE_STATUS_LABELS, LEAVE_STATUSES, type LeaveStatus } from '@paydos/domain';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useUrlFilters } from '../../platform/use-url-filters';
import { DateRangeField } from '../../ui/DateRangeField';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { Card, CardHeader } from '../../ui/Card';
import { SearchField, SelectField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useCurrentUser } from '../auth';
import { useAllLeaves, useCancelLeave, useUpdateLeave } from '../leaves';
import { DepartmentFilter } from '../staff';
import { LeaveTable } from '../leaves';
import { EditLeaveDialog } from './EditLeaveDialog';
import { ReasonDialog } from './ReasonDialog';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBody } from '../../ui/QueryBody';
import { useDocumentTitle } from '../../platform/document-title';
import { useHiddenDecisions } from './decision-queue';
import { useDecideWithUndo } from './use-decide-with-undo';

const m = t.approvals;
type Open = { kind: 'reject' | 'cancel' | 'edit'; leave: LeaveRequest } | null;

/**
 * /leave-approvals: any logged-in user may open it (product §6), but only ADMIN acts; MANAGER
 * reads the list; EMPLOYEE is pointed to their own requests (the server refuses them the list).
 */
export function LeaveApprovalsPage() {
  useDocumentTitle(m.title);
  const user = useCurrentUser();
  if (user.role === 'EMPLOYEE') {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold">{m.title}</h1>
        <Alert tone="info">{m.employeeNotice}</Alert>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      {user.role !== 'ADMIN' && <Alert tone="info">{m.readOnly}</Alert>}
      <ApprovalsList canAct={user.role === 'ADMIN'} />
    </div>
  );
}

/**
 * The filters live in the URL (status PENDING unless chosen: `status=ALL` shows every status);
 * the server filters and pages, the list loads more as it scrolls.
 */
function useApprovalFilters() {
  const filters = useUrlFilters(['status', 'leaveType', 'from', 'to', 'department'] as const);
  const { status, leaveType, from, to, department } = filters.values;
  const chosen: LeaveStatus | '' =
    status === 'ALL'
      ? ''
      : (LEAVE_STATUSES as readonly string[]).includes(status)
        ? (status as LeaveStatus)
        : 'PENDING';
  const query: LeaveFilters = {
    status: chosen || undefined,
    leaveType: leaveType || undefined,
    from: isCalendarDate(from) ? from : undefined,
    to: isCalendarDate(to) ? to : undefined,
    department: department || undefined,
    q: filters.q || undefined,
  };
  return { ...filters, chosen, query };
}

function ApprovalFilters({ filters }: { filters: ReturnType<typeof useApprovalFilters> }) {
  const dateSide = (key: 'from' | 'to', label: string) => ({
    label,
    value: filters.values[key],
    onChange: (value: string) => {
      if (value === '' || isCalendarDate(value)) filters.setFilter(key, value);
    },
  });
  // On a phone the type, department and dates fold behind a button, so that the list starts on the
  // first screen; from `sm` up every filter shows.
  const [moreOpen, setMoreOpen] = useState(false);
  const moreChosen = [
    filters.values.leaveType,
    filters.values.department,
    filters.values.from || filters.values.to,
  ].filter(Boolean).length;
  return (
    <div className="grid grid-cols-1 gap-3 border-b border-line px-5 py-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <SearchField
        label={m.search}
        placeholder={m.searchPlaceholder}
        className="lg:col-span-2" // a quarter of the row cut its placeholder ("Ad, soyad veya e-post")
        value={filters.typed}
        onChange={(event) => filters.setTyped(event.target.value)}
      />
      {/* No `status` in the URL is the pending list; "every status" is `status=ALL`. */}
      <SelectField
        label={m.filter}
        value={filters.chosen}
        onChange={(e) => filters.setFilter('status', e.target.value === 'PENDING' ? '' : e.target.value || 'ALL')}
      >
        <option value="">{m.all}</option>
        {LEAVE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {LEAVE_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="justify-between sm:hidden"
        aria-expanded={moreOpen}
        aria-controls="approval-more-filters"
        onClick={() => setMoreOpen(!moreOpen)}
      >
        {m.moreFilters(moreChosen)}
        <ChevronDown className={cn('size-4 transition-transform', moreOpen && 'rotate-180')} aria-hidden />
      </Button>
      <div id="approval-more-filters" className={cn(moreOpen ? 'contents' : 'hidden sm:contents')}>
        <SelectField
          label={m.leaveType}
          value={filters.values.leaveType}
          onChange={(e) => filters.setFilter('leaveType', e.target.value)}
        >
          <option value="">{m.allTypes}</option>
          {leaveTypes.map((type) => (
            <option key={type.code} value={type.code}>
              {type.name}
            </option>
          ))}
        </SelectField>
        <DepartmentFilter
          value={filters.values.department}
          onChange={(department) => filters.setFilter('department', department)}
        />
        <DateRangeField
          className="sm:col-span-2"
          start={dateSide('from', t.leaves.startDate)}
          end={dateSide('to', t.leaves.endDate)}
        />
      </div>
    </div>
  );
}

function ApprovalsList({ canAct }: { canAct: boolean }) {
  const filters = useApprovalFilters();
  const leaves = useAllLeaves(filters.query);
  // Approved or rejected a moment ago: hidden while "Geri al" is offered, and until the list is read again.
  const hidden = useHiddenDecisions();
  const shown = leaves.rows?.filter((leave) => !hidden.has(leave.id));
  const decide = useDecideWithUndo();
  const cancel = useCancelLeave();
  const update = useUpdateLeave();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
    cancel.reset();
    update.reset();
  };

  const actions = (leave: LeaveRequest) => {
    if (leave.status === 'PENDING') {
      return (
        <div className="flex justify-end gap-2">
          <Button size="sm" onClick={() => decide({ leaveId: leave.id, kind: 'approve' })}>
            {m.approve}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'reject', leave })}>
            {m.reject}
          </Button>
        </div>
      );
    }
    if (leave.status === 'APPROVED') {
      return (
        <div className="flex justify-end gap-2">
          <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'edit', leave })}>
            {m.edit}
          </Button>
          <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setOpen({ kind: 'cancel', leave })}>
            {m.cancel}
          </Button>
        </div>
      );
    }
    return null;
  };

  return (
    <Card>
      <CardHeader title={m.title} description={leaves.total !== undefined ? m.count(leaves.total) : undefined} />
      <ApprovalFilters filters={filters} />
      <QueryBody
        query={{ ...leaves.query, data: shown }}
        failed={m.loadFailed}
        empty={m.empty}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <LeaveTable
            leaves={list}
            showEmployee
            label={m.title}
            actions={canAct ? actions : undefined}
            more={leaves.more}
          />
        )}
      </QueryBody>

      {open?.kind === 'reject' && (
        <ReasonDialog
          open
          onOpenChange={(next) => !next && close()}
          title={m.rejectTitle}
          description={`${open.leave.user.firstName} ${open.leave.user.lastName} · ${open.leave.leaveTypeName}`}
          label={m.rejectReason}
          placeholder={m.rejectPlaceholder}
          confirmLabel={m.reject}
          busy={false}
          onConfirm={(reason) => {
            // The reason is asked first; the rejection then waits for its undo time like an approval.
            decide({ leaveId: open.leave.id, kind: 'reject', reason });
            close();
          }}
        />
      )}
      {open?.kind === 'cancel' && (
        <ReasonDialog
          open
          onOpenChange={(next) => !next && close()}
          title={m.cancelTitle}
          description={m.cancelBody}
          label={m.cancelReason}
          placeholder={m.cancelPlaceholder}
          confirmLabel={m.cancelConfirm}
          busy={cancel.isPending}
          error={cancel.isError ? cancel.error.message || m.cancelError : null}
          onConfirm={(reason) =>
            void cancel.mutateAsync({ id: open.leave.id, reason }).then(
              () => {
                toast(m.cancelled);
                close();
              },
              () => undefined,
            )
          }
        />
      )}
      {open?.kind === 'edit' && (
        <EditLeaveDialog
          leave={open.leave}
          onOpenChange={(next) => !next && close()}
          busy={update.isPending}
          error={update.isError ? update.error.message || m.updateError : null}
          onSave={(input) =>
            void update.mutateAsync({ id: open.leave.id, ...input }).then(
              () => {
                toast(m.updated);
                close();
              },
              () => undefined,
            )
          }
        />
      )}
    </Card>
  );
}
