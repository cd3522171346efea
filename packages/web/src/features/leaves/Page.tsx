import type { LeaveWarning } from '@paydos/contract/leaves';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { useToast } from '../../ui/Toast';
import { TrailDisclosure } from '../approvals';
import { useCurrentUser } from '../auth';
import { useAttachAfterCreate } from '../leave-documents';
import { useCreateLeave, useMyLeaves } from './api';
import { DownloadLeavePdfButton } from './DownloadLeavePdfButton';
import { LeaveRecordDownload } from './LeaveRecordDownload';
import { LeaveAcknowledgement } from './LeaveAcknowledgement';
import { LeaveForm } from './LeaveForm';
import { LeaveTable } from './LeaveTable';
import { QueryBody } from '../../ui/QueryBody';
import { useDocumentTitle } from '../../platform/document-title';

const m = t.leaves;

/** /my-leave-requests: the create form (opened by ?create=true), the history and the PDF (product §2). */
export function MyLeaveRequestsPage() {
  useDocumentTitle(m.title);
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const open = params.get('create') === 'true';
  const setOpen = (next: boolean) => setParams(next ? { create: 'true' } : {}, { replace: true });
  const leaves = useMyLeaves();
  const create = useCreateLeave();
  const attachProof = useAttachAfterCreate();
  const toast = useToast();
  const [warnings, setWarnings] = useState<LeaveWarning[]>([]);
  // The server reserves what pending annual requests ask for; the form's hint does the same from
  // the pages loaded (the newest 50 hold any pending request of a person in practice; the server decides).
  const pendingAnnual = leaves.rows
    .filter((l) => l.leaveType === 'annual_paid' && l.status === 'PENDING')
    .reduce((sum, l) => sum + l.days, 0);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{m.title}</h1>
          <p className="mt-1 text-sm text-muted">{m.subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadLeavePdfButton />
          <LeaveRecordDownload startDate={user.startDate} />
          {!open && (
            <Button onClick={() => setOpen(true)}>
              <Plus className="size-4" aria-hidden />
              {m.newRequest}
            </Button>
          )}
        </div>
      </div>

      {warnings.length > 0 && (
        <Alert tone="info" title={m.warningsTitle}>
          <ul className="list-disc space-y-1 pl-4">
            {warnings.map((w) => (
              <li key={w.code}>{w.message}</li>
            ))}
          </ul>
        </Alert>
      )}

      {open && (
        <Card>
          <CardHeader title={m.formTitle} description={m.formDescription} />
          <div className="p-5">
            <LeaveForm
              submitLabel={m.submit}
              remaining={user.annualLeaveDays - user.usedLeaveDays - pendingAnnual}
              warningContext={
                user.startDate
                  ? {
                      employeeStartDate: user.startDate,
                      otherAnnualLeaves: leaves.rows
                        .filter(
                          (l) => l.leaveType === 'annual_paid' && (l.status === 'PENDING' || l.status === 'APPROVED'),
                        )
                        .map((l) => ({ startDate: l.startDate, days: l.days })),
                    }
                  : undefined
              }
              error={create.isError ? { title: m.createFailed, message: create.error.message || m.createError } : null}
              onCancel={() => setOpen(false)}
              onSubmit={async (input, proofDocument) => {
                // The request form always sends a reason (its schema requires one); only a record may leave it out.
                const result = await create.mutateAsync({ ...input, reason: input.reason ?? '' });
                await attachProof(result.leaveRequest.id, proofDocument);
                setWarnings(result.warnings);
                toast(m.created);
                setOpen(false);
              }}
            />
          </div>
        </Card>
      )}

      <Card>
        <CardHeader title={m.historyTitle} />
        <QueryBody
          query={{ ...leaves.query, data: leaves.rows }}
          failed={m.historyFailed}
          empty={m.historyEmpty}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            // The requester reads her steps and each approver's note here (issue 23: "a later step sees the earlier
            // step's note", and the approve dialog tells the decider that the requester sees it too).
            <LeaveTable
              leaves={list}
              label={m.historyTitle}
              more={leaves.more}
              details={(leave) => (
                <>
                  <TrailDisclosure leave={leave} openAtFirst={false} />
                  <LeaveAcknowledgement leave={leave} own />
                </>
              )}
            />
          )}
        </QueryBody>
      </Card>
    </div>
  );
}
