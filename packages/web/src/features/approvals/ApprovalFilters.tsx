import type { LeaveFilters } from '@paydos/contract/leaves';
import { isCalendarDate, leaveTypes, LEAVE_STATUS_LABELS, LEAVE_STATUSES, type LeaveStatus } from '@paydos/domain';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { useUrlFilters } from '../../platform/use-url-filters';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { DateRangeField } from '../../ui/DateRangeField';
import { SearchField, SelectField } from '../../ui/Field';
import { DepartmentFilter } from '../staff';

const m = t.approvals;

/**
 * The filters live in the URL (status PENDING unless chosen: `status=ALL` shows every status);
 * the server filters and pages, the list loads more as it scrolls.
 */
export function useApprovalFilters() {
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

export function ApprovalFilters({ filters }: { filters: ReturnType<typeof useApprovalFilters> }) {
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
