import {
  DEFAULT_LEAVE_POLICY,
  DEFAULT_WORKING_TIME,
  LEAVE_STATUSES,
  leaveStatusLabel,
  type LeaveStatus,
} from '@paydos/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { t } from '../../platform/messages';
import { SelectField } from '../../ui/Field';
import {
  useDeleteLeave,
  useOrganizationLeaves,
  useOrganizationSummary,
  useUpdateLeave,
  type LeaveInput,
  type OperatorLeave,
} from './api';
import { LeaveCreateForm } from './LeaveCreateForm';
import { LeaveList } from './LeaveList';
import { PeoplePage } from './PeoplePage';

const m = t.operatorPeople;

/** Product §2 /organizations/{id}/leaves: the leave database of one organization; the operator may set any status (product §4). */
export function OperatorLeavesPage() {
  const { id = '' } = useParams();
  const summary = useOrganizationSummary(id).data;
  const workingDays = summary?.workingDays ?? DEFAULT_LEAVE_POLICY.workingDays;
  const workingTime = summary?.workingTime ?? DEFAULT_WORKING_TIME;
  const [status, setStatus] = useState<LeaveStatus | ''>('');
  const leaves = useOrganizationLeaves(id, status);
  const update = useUpdateLeave(id);
  const remove = useDeleteLeave(id);
  return (
    <PeoplePage<OperatorLeave, LeaveInput>
      organizationId={id}
      title={m.leavesTitle}
      subtitle={m.leavesSubtitle}
      create={<LeaveCreateForm organizationId={id} workingDays={workingDays} />}
      filter={
        <SelectField
          label={m.status}
          value={status}
          onChange={(e) => setStatus(e.target.value as LeaveStatus | '')}
          className="max-w-xs"
        >
          <option value="">{m.allStatuses}</option>
          {LEAVE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {leaveStatusLabel(s)}
            </option>
          ))}
        </SelectField>
      }
      list={leaves}
      empty={m.leavesEmpty}
      update={update}
      remove={remove}
      deleteTitle={m.deleteLeaveTitle}
      deleteDescription={`${m.deleteLeaveConfirm} ${m.deleteLeaveLedger}`}
    >
      {(rows, actions) => <LeaveList leaves={rows} workingDays={workingDays} workingTime={workingTime} {...actions} />}
    </PeoplePage>
  );
}
