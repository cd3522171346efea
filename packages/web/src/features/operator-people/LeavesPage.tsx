import { DEFAULT_LEAVE_POLICY, formatDays, formatTurkishDate, leaveStatusLabel, leaveTypes, type Weekday } from '@paydos/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DateRangeField } from '../../ui/DateField';
import { ConfirmDialog } from '../../ui/Dialog';
import { inputClass } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBody } from '../../ui/QueryBody';
import { Table, Td, Th } from '../../ui/Table';
import { cn } from '../../ui/cn';
import { LeaveStatusBadge } from '../leaves/LeaveStatusBadge';
import { LEAVE_STATUSES, useDeleteLeave, useOrganizationLeaves, useUpdateLeave, type LeaveInput, type LeaveStatus, type OperatorLeave } from './api';
import { LeaveCreateForm } from './LeaveCreateForm';
import { overrideFields, ruleDays } from './leave-days';
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
  const { editing, setEditing, deleting, setDeleting, save, confirmDelete } = useRowActions<OperatorLeave, LeaveInput>(update, remove);

  return (
    <div className="space-y-6">
      <PageHeader title={m.leavesTitle} subtitle={organization.data ? m.leavesSubtitle(organization.data.name) : undefined} />
      <LeaveCreateForm organizationId={id} workingDays={workingDays} />
      <Card>
        <div className="border-b border-line p-4">
          <select aria-label={m.status} value={status} onChange={(e) => setStatus(e.target.value as LeaveStatus | '')} className={cn(inputClass, 'max-w-xs')}>
            <option value="">{m.allStatuses}</option>
            {LEAVE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {leaveStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <QueryBody query={leaves} failed={m.loadFailed} empty={m.leavesEmpty} isEmpty={(data) => data.pages[0]!.leaveRequests.length === 0}>
          {(data) => (
            <>
              <Table aria-label={m.leavesTitle} className="min-w-[48rem]">
                <thead>
                  <tr>
                    <Th>{m.employee}</Th>
                    <Th>{m.leaveType}</Th>
                    <Th>{m.dates}</Th>
                    <Th>{m.status}</Th>
                    <Th className="text-right">{m.actions}</Th>
                  </tr>
                </thead>
                <tbody>
                  {data.pages
                    .flatMap((page) => page.leaveRequests)
                    .map((leave) =>
                      editing === leave.id ? (
                        <LeaveEditRow
                          key={leave.id}
                          leave={leave}
                          workingDays={workingDays}
                          busy={update.isPending}
                          onSave={(input) => void save({ id: leave.id, ...input })}
                          onCancel={() => setEditing(null)}
                        />
                      ) : (
                        <tr key={leave.id} data-testid="operator-leave">
                          <Td className="max-w-44">
                            <span className="font-medium">
                              {leave.user.firstName} {leave.user.lastName}
                            </span>
                            <span className="block text-xs text-muted wrap-anywhere">{leave.user.email}</span>
                          </Td>
                          <Td className="max-w-56">
                            {leave.leaveTypeName}
                            {leave.reason && <span className="block text-xs text-muted wrap-anywhere">{leave.reason}</span>}
                          </Td>
                          <Td className="tabular-nums">
                            <span className="whitespace-nowrap">
                              {formatTurkishDate(leave.startDate)} – {formatTurkishDate(leave.endDate)}
                            </span>
                            <span className="block text-xs text-muted">
                              {m.dayCount(formatDays(leave.days))}
                              {leave.daysOverrideReason && <span title={leave.daysOverrideReason}> · {m.overridden}</span>}
                            </span>
                          </Td>
                          <Td>
                            <LeaveStatusBadge status={leave.status} />
                          </Td>
                          <Td className="text-right whitespace-nowrap">
                            <Button size="sm" variant="secondary" title={m.edit} disabled={editing !== null} onClick={() => setEditing(leave.id)} aria-label={`${m.edit}: ${leave.user.firstName} ${leave.user.lastName}`}>
                              <Pencil className="size-4" aria-hidden />
                            </Button>{' '}
                            <Button size="sm" variant="ghost" className="disabled:opacity-40" title={m.delete} disabled={editing !== null} onClick={() => setDeleting(leave)} aria-label={`${m.delete}: ${leave.user.firstName} ${leave.user.lastName}`}>
                              <Trash2 className="size-4 text-red-600" aria-hidden />
                            </Button>
                          </Td>
                        </tr>
                      ),
                    )}
                </tbody>
              </Table>
              {leaves.hasNextPage && (
                <div className="p-4 text-center">
                  <Button variant="secondary" loading={leaves.isFetchingNextPage} onClick={() => void leaves.fetchNextPage()}>
                    {m.loadMore}
                  </Button>
                </div>
              )}
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

/** The row in edit mode (product §2): type, dates (the one range picker), day count with its override, status and reason. */
function LeaveEditRow({ leave, workingDays, busy, onSave, onCancel }: {
  leave: OperatorLeave;
  workingDays: readonly Weekday[];
  busy: boolean;
  onSave: (input: LeaveInput) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    leaveType: leave.leaveType,
    startDate: leave.startDate,
    endDate: leave.endDate,
    status: leave.status,
    reason: leave.reason ?? '',
    days: leave.daysOverrideReason ? String(leave.days) : '',
    daysOverrideReason: leave.daysOverrideReason ?? '',
  });
  const [errors, setErrors] = useState<{ days?: string; daysOverrideReason?: string }>({});
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const counted = ruleDays(values.startDate, values.endDate, workingDays);
  const submit = () => {
    const override = overrideFields(values.days, values.daysOverrideReason, counted, { invalid: m.daysInvalid, reasonRequired: m.daysReasonRequired });
    if (override.error || override.reasonError) return setErrors({ days: override.error, daysOverrideReason: override.reasonError });
    // A cleared override goes back to the rule: the rule's own figure is sent, which the server takes as "no override".
    const fields = values.days.trim() === '' && leave.daysOverrideReason && counted !== null ? { days: counted, daysOverrideReason: null } : override.fields;
    onSave({
      leaveType: values.leaveType,
      startDate: values.startDate,
      endDate: values.endDate,
      status: values.status,
      reason: values.reason.trim() || null,
      ...fields,
    });
  };
  return (
    <tr data-testid="operator-leave-editing" className="bg-brand-50/40 align-top" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <Td className="font-medium">
        {leave.user.firstName} {leave.user.lastName}
      </Td>
      <Td>
        <div className="grid gap-2">
          <select aria-label={m.leaveType} value={values.leaveType} onChange={(e) => set({ leaveType: e.target.value })} className={cn(inputClass, 'h-9 min-w-36')}>
            {leaveTypes.map((type) => (
              <option key={type.code} value={type.code}>
                {type.name}
              </option>
            ))}
          </select>
          <input aria-label={m.reason} placeholder={m.reason} value={values.reason} onChange={(e) => set({ reason: e.target.value })} className={cn(inputClass, 'h-9')} />
        </div>
      </Td>
      <Td className="space-y-2">
        <DateRangeField
          className="min-w-72"
          start={{ label: m.leaveStart, value: values.startDate, onChange: (startDate) => set({ startDate }) }}
          end={{ label: m.leaveEnd, value: values.endDate, onChange: (endDate) => set({ endDate }) }}
          workingDays={workingDays}
        />
        <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
          <input
            aria-label={m.days}
            title={m.days}
            inputMode="decimal"
            placeholder={counted !== null ? m.dayCount(formatDays(counted)) : m.days}
            value={values.days}
            onChange={(e) => set({ days: e.target.value })}
            aria-invalid={errors.days ? true : undefined}
            className={cn(inputClass, 'h-9')}
          />
          {values.days.trim() !== '' && (
            <input
              aria-label={m.daysOverrideReason}
              placeholder={m.daysOverrideReason}
              value={values.daysOverrideReason}
              onChange={(e) => set({ daysOverrideReason: e.target.value })}
              aria-invalid={errors.daysOverrideReason ? true : undefined}
              className={cn(inputClass, 'h-9')}
            />
          )}
        </div>
        {(errors.days || errors.daysOverrideReason) && <p className="text-xs text-red-600">{errors.days ?? errors.daysOverrideReason}</p>}
      </Td>
      <Td>
        <select aria-label={m.status} value={values.status} onChange={(e) => set({ status: e.target.value as LeaveStatus })} className={cn(inputClass, 'h-9 min-w-32')}>
          {LEAVE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {leaveStatusLabel(s)}
            </option>
          ))}
        </select>
      </Td>
      <Td>
        <div className="grid justify-end gap-1">
          <Button size="sm" loading={busy} onClick={submit}>
            {m.save}
          </Button>
          <Button size="sm" variant="secondary" onClick={onCancel}>
            {m.cancel}
          </Button>
        </div>
      </Td>
    </tr>
  );
}
