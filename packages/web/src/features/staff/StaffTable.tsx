import { failureMessage } from '../../platform/api';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../platform/messages';
import { EmailAddress } from '../../ui/EmailAddress';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { Table, Td, Th } from '../../ui/Table';
import { useToast } from '../../ui/Toast';
import { useBelowSm } from '../../platform/use-media-query';
import { useUrlFilters } from '../../platform/use-url-filters';
import { SearchField, SelectField } from '../../ui/Field';
import { LoadMore } from '../../ui/LoadMore';
import { useWindowRows } from '../../ui/use-window-rows';
import { DepartmentFilter } from './DepartmentFilter';
import { useStaffList, useToggleActive, type StaffMember } from './api';
import { ToggleDialog } from './ToggleDialog';
import { formatDays } from '../../platform/format-numbers';

const m = t.staff;
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** One card (phone) or table row: about this tall, for the virtualizer's first guess. */
const ROW_ESTIMATE = 72;

/**
 * Product §2 staff table; names link to /employee/{id}; toggling goes through a confirmation dialog.
 * Searched and filtered on the server with the filters in the URL; pages load as the list
 * scrolls, and a long list keeps only the rows near the screen in the DOM.
 */
export function StaffTable({
  canManage,
  currentUserId,
  canOpenDetail,
}: {
  canManage: boolean;
  currentUserId: string;
  canOpenDetail: boolean;
}) {
  const filters = useUrlFilters(['department', 'status'] as const);
  const status =
    filters.values.status === 'active' || filters.values.status === 'inactive' ? filters.values.status : '';
  const staff = useStaffList({ q: filters.q, department: filters.values.department, status });
  const phone = useBelowSm();
  const rows = useWindowRows(staff.rows.length, ROW_ESTIMATE);
  const toggle = useToggleActive();
  const toast = useToast();
  const [target, setTarget] = useState<StaffMember | null>(null);
  const filtered = !!(filters.q || filters.values.department || status);

  const confirm = async () => {
    if (!target) return;
    try {
      const { user } = await toggle.mutateAsync(target.id);
      toast(m.toggled(user.isActive));
    } catch (error) {
      toast(failureMessage(error, m.toggleFailed), 'error');
    }
    setTarget(null);
  };

  const spacer = (height: number) => (height > 0 ? <li aria-hidden style={{ height }} /> : null);
  const rowSpacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden>
        <td style={{ height, padding: 0 }} colSpan={canManage ? 5 : 4} />
      </tr>
    ) : null;

  return (
    <Card>
      <CardHeader title={m.listTitle} description={staff.total !== undefined ? m.listCount(staff.total) : undefined} />
      <div className="grid grid-cols-1 gap-3 border-b border-line px-5 py-4 sm:grid-cols-[minmax(0,1fr)_12rem_10rem] sm:items-end">
        <SearchField
          label={m.search}
          placeholder={m.searchPlaceholder}
          value={filters.typed}
          onChange={(event) => filters.setTyped(event.target.value)}
        />
        <DepartmentFilter
          value={filters.values.department}
          onChange={(department) => filters.setFilter('department', department)}
        />
        <SelectField
          label={m.statusFilter}
          value={status}
          onChange={(event) => filters.setFilter('status', event.target.value)}
        >
          <option value="">{m.allStatuses}</option>
          <option value="active">{m.active}</option>
          <option value="inactive">{m.inactive}</option>
        </SelectField>
      </div>
      {staff.query.isPending ? (
        <div className="p-5">
          <Spinner />
        </div>
      ) : staff.query.isError ? (
        <div className="p-5">
          <Alert tone="error" title={m.listFailed}>
            {staff.query.error.message || m.listFailedBody}
          </Alert>
        </div>
      ) : staff.rows.length === 0 ? (
        <p className="p-5 text-sm text-muted">{filtered ? m.noMatch : m.empty}</p>
      ) : phone ? (
        /* A phone gets one card per person; wider screens the table (spec: phone-width friendly). */
        <ul
          ref={(element) => void (rows.ref.current = element)}
          className="divide-y divide-line"
          aria-label={m.listTitle}
        >
          {spacer(rows.before)}
          {rows.items.map(({ index, key }) => {
            const person = staff.rows[index]!;
            return (
              <li
                key={key}
                ref={rows.measure}
                data-index={index}
                data-testid="staff-person"
                className="space-y-2 px-5 py-4 text-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <PersonName person={person} canOpenDetail={canOpenDetail} />
                  <StatusBadge active={person.isActive} />
                </div>
                <p className="text-muted">
                  {t.roles[person.role]}
                  {person.position ? ` · ${person.position}` : ''}
                </p>
                <div className="flex items-center justify-between gap-3">
                  <span className="tabular-nums">
                    {m.remainingOfTotal(formatDays(person.remainingLeaveDays), formatDays(person.annualLeaveDays))}{' '}
                    <span className="text-xs text-muted">{m.remainingLabel}</span>
                  </span>
                  {canManage && <ToggleAction person={person} currentUserId={currentUserId} onToggle={setTarget} />}
                </div>
              </li>
            );
          })}
          {spacer(rows.after)}
        </ul>
      ) : (
        <Table aria-label={m.listTitle}>
          <thead>
            <tr>
              <Th>{m.person}</Th>
              <Th>{m.roleAndPosition}</Th>
              <Th>{m.leaveStatus}</Th>
              <Th>{m.status}</Th>
              {canManage && <Th className="text-right">{m.actions}</Th>}
            </tr>
          </thead>
          <tbody ref={(element) => void (rows.ref.current = element)}>
            {rowSpacer(rows.before)}
            {rows.items.map(({ index, key }) => {
              const person = staff.rows[index]!;
              return (
                <tr key={key} ref={rows.measure} data-index={index} data-testid="staff-person">
                  <Td>
                    <PersonName person={person} canOpenDetail={canOpenDetail} />
                  </Td>
                  <Td>
                    {t.roles[person.role]}
                    {(person.position || person.department) && (
                      <span className="block text-xs text-muted">
                        {[person.position, person.department].filter(Boolean).join(' · ')}
                      </span>
                    )}
                  </Td>
                  <Td className="tabular-nums">
                    {m.remainingOfTotal(formatDays(person.remainingLeaveDays), formatDays(person.annualLeaveDays))}
                    <span className="block text-xs text-muted">{m.remainingLabel}</span>
                  </Td>
                  <Td>
                    <StatusBadge active={person.isActive} />
                  </Td>
                  {canManage && (
                    <Td className="text-right">
                      <ToggleAction person={person} currentUserId={currentUserId} onToggle={setTarget} />
                    </Td>
                  )}
                </tr>
              );
            })}
            {rowSpacer(rows.after)}
          </tbody>
        </Table>
      )}
      <LoadMore {...staff.more} />
      <ToggleDialog
        target={target}
        busy={toggle.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}

function PersonName({ person, canOpenDetail }: { person: StaffMember; canOpenDetail: boolean }) {
  return (
    <div className="min-w-0">
      {canOpenDetail ? (
        <Link to={`/employee/${person.id}`} className="font-medium text-brand-700 hover:underline">
          {fullName(person)}
        </Link>
      ) : (
        <span className="font-medium">{fullName(person)}</span>
      )}
      <EmailAddress address={person.email} className="block text-xs text-muted" />
    </div>
  );
}

const StatusBadge = ({ active }: { active: boolean }) => (
  <Badge tone={active ? 'green' : 'red'}>{active ? m.active : m.inactive}</Badge>
);

/** One's own row has no button: the server refuses it anyway (product §4). */
function ToggleAction({
  person,
  currentUserId,
  onToggle,
}: {
  person: StaffMember;
  currentUserId: string;
  onToggle: (p: StaffMember) => void;
}) {
  if (person.id === currentUserId) return <span className="text-xs text-muted">{m.you}</span>;
  return (
    <Button size="sm" variant={person.isActive ? 'secondary' : 'primary'} onClick={() => onToggle(person)}>
      {person.isActive ? m.deactivate : m.activate}
    </Button>
  );
}
