import { useState } from 'react';
import { t } from '../../platform/messages';
import { LEAVE_STATUS_LABELS } from '@paydos/domain';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { SelectField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useCurrentUser } from '../auth/AuthProvider';
import {
  useAllLeaves,
  useApproveLeave,
  useCancelLeave,
  useRejectLeave,
  useUpdateLeave,
  type LeaveRequest,
  type LeaveStatus,
} from '../leaves/api';
import { LeaveTable } from '../leaves/LeaveTable';
import { EditLeaveDialog } from './EditLeaveDialog';
import { ReasonDialog } from './ReasonDialog';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBody } from '../../ui/QueryBody';

const m = t.approvals;
const STATUSES: LeaveStatus[] = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'];
type Open = { kind: 'reject' | 'cancel' | 'edit'; leave: LeaveRequest } | null;

/**
 * /leave-approvals: any logged-in user may open it (spec §6), but only ADMIN acts; MANAGER
 * reads the list; EMPLOYEE is pointed to their own requests (the server refuses them the list).
 */
export function LeaveApprovalsPage() {
  const user = useCurrentUser();
  const [status, setStatus] = useState<LeaveStatus | ''>('PENDING');
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
      <ApprovalsList status={status || undefined} canAct={user.role === 'ADMIN'} filter={
        <SelectField label={m.filter} value={status} onChange={(e) => setStatus(e.target.value as LeaveStatus | '')} className="w-48">
          <option value="">{m.all}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {LEAVE_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      } />
    </div>
  );
}

function ApprovalsList({ status, canAct, filter }: { status?: LeaveStatus; canAct: boolean; filter: React.ReactNode }) {
  const leaves = useAllLeaves(status);
  const approve = useApproveLeave();
  const reject = useRejectLeave();
  const cancel = useCancelLeave();
  const update = useUpdateLeave();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
    reject.reset();
    cancel.reset();
    update.reset();
  };

  const onApprove = async (leave: LeaveRequest) => {
    try {
      await approve.mutateAsync(leave.id);
      toast(m.approved);
    } catch (error) {
      toast(error instanceof Error && error.message ? error.message : m.approveError, 'error');
    }
  };

  const actions = (leave: LeaveRequest) => {
    if (leave.status === 'PENDING') {
      return (
        <div className="flex justify-end gap-2">
          <Button size="sm" loading={approve.isPending && approve.variables === leave.id} onClick={() => void onApprove(leave)}>
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
      <CardHeader title={m.title} action={filter} />
      <QueryBody query={leaves} failed={m.loadFailed} empty={m.empty} isEmpty={(list) => list.length === 0}>
        {(list) => <LeaveTable leaves={list} showEmployee label={m.title} actions={canAct ? actions : undefined} />}
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
          busy={reject.isPending}
          error={reject.isError ? reject.error.message || m.rejectError : null}
          onConfirm={(reason) =>
            void reject.mutateAsync({ id: open.leave.id, reason }).then(() => {
              toast(m.rejected);
              close();
            }, () => undefined)
          }
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
            void cancel.mutateAsync({ id: open.leave.id, reason }).then(() => {
              toast(m.cancelled);
              close();
            }, () => undefined)
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
            void update.mutateAsync({ id: open.leave.id, ...input }).then(() => {
              toast(m.updated);
              close();
            }, () => undefined)
          }
        />
      )}
    </Card>
  );
}
