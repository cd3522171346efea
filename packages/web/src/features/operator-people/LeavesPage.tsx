import { DEFAULT_LEAVE_POLICY, LEAVE_STATUSES, leaveStatusLabel, type LeaveStatus } from '@paydos/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { t } from '../../platform/messages';
import { LoadMore } from '../../ui/LoadMore';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { inputClass } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBody } from '../../ui/QueryBody';
import { cn } from '../../ui/cn';
import { useDeleteLeave, useOrganizationLeaves, useUpdateLeave, type LeaveInput, type OperatorLeave } from './api';
import { LeaveCreateForm } from './LeaveCreateForm';
import { LeaveList } from './LeaveList';
import { useOrganizationSummary } from './OrganizationPeopleLayout';
import { useRowActions } from './use-row-actions';
import { useDocumentTitle } from '../../platform/document-title';

const m = t.operatorPeople;

/** Product §2 /organizations/{id}/leaves: the leave database of one organization; the operator may set any status (product §4). */
export function OperatorLeavesPage() {
  useDocumentTitle(m.leavesTitle);
  const { id = '' } = useParams();
  const organization = useOrganizationSummary(id);
  const workingDays = organization.data?.workingDays ?? DEFAULT_LEAVE_POLICY.workingDays;
  const [status, setStatus] = useState<LeaveStatus | ''>('');
  const leaves = useOrganizationLeaves(id, status);
  const update = useUpdateLeave(id);
  const remove = useDeleteLeave(id);
  const { editing, setEditing, deleting, setDeleting, save, confirmDelete } = useRowActions<OperatorLeave, LeaveInput>(
    update,
    remove,
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={m.leavesTitle}
        subtitle={organization.data ? m.leavesSubtitle(organization.data.name) : undefined}
      />
      <LeaveCreateForm organizationId={id} workingDays={workingDays} />
      <Card>
        <div className="border-b border-line p-4">
          <select
            aria-label={m.status}
            value={status}
            onChange={(e) => setStatus(e.target.value as LeaveStatus | '')}
            className={cn(inputClass, 'max-w-xs')}
          >
            <option value="">{m.allStatuses}</option>
            {LEAVE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {leaveStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <QueryBody
          query={{ ...leaves.query, data: leaves.rows }}
          failed={m.loadFailed}
          empty={m.leavesEmpty}
          isEmpty={(rows) => rows.length === 0}
        >
          {(rows) => (
            <>
              <LeaveList
                leaves={rows}
                workingDays={workingDays}
                editing={editing}
                busy={update.isPending}
                onEdit={setEditing}
                onDelete={setDeleting}
                onSave={(leave, input) => void save({ id: leave.id, ...input })}
              />
              <LoadMore {...leaves.more} />
            </>
          )}
        </QueryBody>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.deleteLeaveTitle}
        description={`${m.deleteLeaveConfirm} ${m.deleteLeaveLedger}`}
        confirmLabel={m.delete}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
