import { leaveTypeLabel } from '../../platform/format-lengths';
import type { LeaveRequest } from '@paydos/contract/leaves';
import { useState } from 'react';
import { failureMessage } from '../../platform/api';
import { t } from '../../platform/messages/approvals';
import { useBelowSm } from '../../platform/use-media-query';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { QueryBody } from '../../ui/QueryBody';
import { useToast } from '../../ui/Toast';
import { LeaveTable, useAllLeaves, useCancelLeave, useUpdateLeave } from '../leaves';
import { ApprovalFilters, useApprovalFilters } from './ApprovalFilters';
import { useHiddenDecisions } from './decision-queue';
import { EditLeaveDialog } from './EditLeaveDialog';
import { ReasonDialog } from './ReasonDialog';
import { TrailDisclosure } from './TrailDisclosure';
import { useDecideWithUndo } from './use-decide-with-undo';

const m = t.approvals;
type Open = { kind: 'approve' | 'reject' | 'cancel' | 'edit'; leave: LeaveRequest } | null;

/**
 * The requests with their trails. Approve and reject show only where the server says the caller may
 * decide the open step (`canDecide`, issue 23: the team's manager, his delegate, İK); editing and
 * cancelling an approved leave stay an ADMIN's. `decides` is false for a reader only (a MANAGER in the
 * one-step flow): no actions column then.
 */
export function ApprovalsList({ decides, isAdmin }: { decides: boolean; isAdmin: boolean }) {
  const filters = useApprovalFilters();
  const leaves = useAllLeaves(filters.query);
  // Approved or rejected a moment ago: hidden while "Geri al" is offered, and until the list is read again.
  const hidden = useHiddenDecisions();
  const shown = leaves.rows?.filter((leave) => !hidden.has(leave.id));
  const decide = useDecideWithUndo();
  const cancel = useCancelLeave();
  const update = useUpdateLeave();
  const toast = useToast();
  const phone = useBelowSm();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
    cancel.reset();
    update.reset();
  };
  const who = (leave: LeaveRequest) => `${leave.user.firstName} ${leave.user.lastName} · ${leaveTypeLabel(leave)}`;

  const actions = (leave: LeaveRequest) => {
    if (leave.status === 'PENDING' && leave.canDecide) {
      return (
        <div className="flex justify-end gap-2">
          <Button size="sm" onClick={() => setOpen({ kind: 'approve', leave })}>
            {m.approve}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'reject', leave })}>
            {m.reject}
          </Button>
        </div>
      );
    }
    if (leave.status === 'APPROVED' && isAdmin) {
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

  const trail = (leave: LeaveRequest) => (
    <TrailDisclosure leave={leave} openAtFirst={leave.status === 'PENDING' && !phone} />
  );

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
            actions={decides ? actions : undefined}
            details={trail}
            more={leaves.more}
          />
        )}
      </QueryBody>

      {open?.kind === 'approve' && (
        <ReasonDialog
          open
          tone="primary"
          onOpenChange={(next) => !next && close()}
          title={t.approvalDecision.approveTitle}
          description={who(open.leave)}
          label={t.approvalDecision.note}
          placeholder={t.approvalDecision.notePlaceholder}
          confirmLabel={m.approve}
          busy={false}
          onConfirm={(note) => {
            // The note is asked first; the approval then waits for its undo time (issue 21).
            decide({ leaveId: open.leave.id, kind: 'approve', note });
            close();
          }}
        />
      )}
      {open?.kind === 'reject' && (
        <ReasonDialog
          open
          onOpenChange={(next) => !next && close()}
          title={m.rejectTitle}
          description={who(open.leave)}
          label={m.rejectReason}
          placeholder={m.rejectPlaceholder}
          confirmLabel={m.reject}
          busy={false}
          onConfirm={(reason) => {
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
          error={cancel.isError ? failureMessage(cancel.error, m.cancelError) : null}
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
          error={update.isError ? failureMessage(update.error, m.updateError) : null}
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
