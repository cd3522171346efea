import { Plus } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import { useRecordLeave } from './api';
import { LeaveForm } from './LeaveForm';

/** ADMIN/MANAGER records a leave for an employee: approved at once, the ledger written (server). */
export function AddLeaveButton({ employeeId }: { employeeId: string }) {
  const [open, setOpen] = useState(false);
  const record = useRecordLeave(employeeId);
  const toast = useToast();
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
        description={t.leaves.addLeaveDescription}
      >
        <LeaveForm
          record
          submitLabel={t.leaves.addLeaveSubmit}
          error={record.isError ? { title: t.leaves.createFailed, message: record.error.message } : null}
          onCancel={() => setOpen(false)}
          onSubmit={async (input) => {
            await record.mutateAsync(input);
            toast(t.leaves.recorded);
            setOpen(false);
          }}
        />
      </Dialog>
    </>
  );
}
