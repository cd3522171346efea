import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../platform/api';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import { useCurrentUser } from '../auth';
import { useAttachAfterCreate } from '../leave-documents';
import { useRecordLeave } from './api';
import { LeaveForm } from './LeaveForm';

/**
 * ADMIN/MANAGER records a leave on the employee page. Product §D8: an ADMIN's record for someone
 * else is approved at once (the ledger written, audited); one's own, or a MANAGER's, goes to the
 * ADMIN as a request (the server decides; the only ADMIN's own is approved and audited).
 */
export function AddLeaveButton({ employeeId }: { employeeId: string }) {
  const [open, setOpen] = useState(false);
  const record = useRecordLeave(employeeId);
  const attachProof = useAttachAfterCreate();
  const toast = useToast();
  const user = useCurrentUser();
  const own = user.id === employeeId;
  const approves = user.role === 'ADMIN' && !own;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden />
        {t.leaves.addLeave}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) record.reset();
        }}
        title={t.leaves.addLeaveTitle}
        description={
          own
            ? t.leaves.addLeaveOwnDescription
            : approves
              ? t.leaves.addLeaveDescription
              : t.leaves.addLeaveRequestDescription
        }
      >
        <LeaveForm
          record
          allowPast={approves}
          canOverride={user.role === 'ADMIN'}
          submitLabel={t.leaves.addLeaveSubmit}
          // A field's error shows under the field; only one without fields goes above the form.
          error={
            record.isError && !(record.error instanceof ApiError && record.error.fields)
              ? { title: t.leaves.createFailed, message: record.error.message }
              : null
          }
          onCancel={() => setOpen(false)}
          onSubmit={async (input, proofDocument) => {
            const result = await record.mutateAsync(input);
            await attachProof(result.leaveRequest.id, proofDocument);
            toast(result.leaveRequest.status === 'APPROVED' ? t.leaves.recorded : t.leaves.recordedAsRequest);
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}
