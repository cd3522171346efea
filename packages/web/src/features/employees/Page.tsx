import { istanbulToday } from '@paydos/domain';
import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { t } from '../../platform/messages';
import { leaveRecordMessages } from '../../platform/messages/leave-record';
import { EmailAddress } from '../../ui/EmailAddress';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { DetailList } from '../../ui/DetailList';
import { Spinner } from '../../ui/Spinner';
import { useCurrentUser } from '../auth';
import { DownloadLeavePdfButton, EmployeeLeaveHistory, LeaveRecordDownload } from '../leaves';
import { BalanceExplanation } from '../ledger';
import { useEmployee, type EmployeeDetail } from './api';
import { PersonalDataButton } from './PersonalDataButton';
import { RegistryNumber } from './RegistryNumber';
import { Termination } from './Termination';
import { useDocumentTitle } from '../../platform/document-title';
import { formatDate } from '../../platform/format-dates';
import { formatDuration, formatTenure, leaveTypeLabel } from '../../platform/format-lengths';
import { formatDays } from '../../platform/format-numbers';

const m = t.employee;
const p = t.profile;
const date = (d: string | null) => (d ? formatDate(d) : null);

/** Product §2 /employee/{id} (ADMIN or MANAGER, enforced by the server too). */
export function EmployeeDetailPage() {
  const { employeeId = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const detail = useEmployee(employeeId);
  const person = detail.data?.employee;
  useDocumentTitle(person ? `${person.firstName} ${person.lastName}` : t.nav.employeeDetail);

  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    return (
      <Card className="mx-auto max-w-md p-8 text-center" role="alert">
        <h1 className="text-lg font-semibold">{m.errorTitle}</h1>
        <p className="mt-2 text-sm text-muted">{detail.error.message || m.loadFailed}</p>
        <Button className="mt-5" variant="secondary" onClick={() => navigate(-1)}>
          <ArrowLeft className="size-4" aria-hidden />
          {m.back}
        </Button>
      </Card>
    );
  }
  const { employee } = detail.data;
  const isAdmin = user.role === 'ADMIN';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Button variant="ghost" size="sm" className="-ml-3 mb-2" onClick={() => navigate(-1)}>
            <ArrowLeft className="size-4" aria-hidden />
            {m.back}
          </Button>
          <h1 className="text-2xl font-semibold">
            {employee.firstName} {employee.lastName}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {[employee.position, employee.department].filter(Boolean).join(' · ') || t.roles[employee.role]}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadLeavePdfButton employeeId={employee.id} />
          {isAdmin && (
            <PersonalDataButton employeeId={employee.id} name={`${employee.firstName} ${employee.lastName}`} />
          )}
          {isAdmin && <LeaveRecordDownload startDate={employee.startDate} employeeId={employee.id} />}
          {isAdmin && (
            <Termination
              employeeId={employee.id}
              endDate={employee.employmentEndDate}
              canEnd={employee.id !== user.id}
            />
          )}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title={m.personalTitle} />
          <DetailList
            empty={p.notGiven}
            items={[
              { label: p.email, value: <EmailAddress address={employee.email} /> },
              { label: p.phone, value: employee.phone },
              { label: p.nationalId, value: employee.nationalId },
              { label: p.birthDate, value: date(employee.birthDate) },
              { label: p.address, value: employee.address },
              { label: p.emergencyContact, value: employee.emergencyContact },
              { label: p.emergencyPhone, value: employee.emergencyPhone },
            ]}
          />
        </Card>
        <Card>
          <CardHeader title={m.workTitle} />
          <DetailList
            empty={p.notGiven}
            items={[
              { label: p.role, value: t.roles[employee.role] },
              {
                label: leaveRecordMessages.leaveRecord.registryNumber,
                value: <RegistryNumber employeeId={employee.id} value={employee.registryNumber} canEdit={isAdmin} />,
              },
              { label: p.position, value: employee.position },
              { label: p.department, value: employee.department },
              { label: p.startDate, value: date(employee.startDate) },
              {
                label: p.tenure,
                // An ended employment's length stops at its last day (4857 md. 59: the service the payout counts).
                value: employee.startDate
                  ? formatTenure(employee.startDate, employee.employmentEndDate ?? istanbulToday(new Date()), 'detail')
                  : null,
              },
              {
                label: m.status,
                value: (
                  <Badge tone={employee.isActive ? 'green' : 'red'}>
                    {employee.isActive ? t.staff.active : t.staff.inactive}
                  </Badge>
                ),
              },
            ]}
          />
        </Card>
      </div>
      <LeaveStatsCard stats={detail.data.leaveStats} />
      <EmployeeLeaveHistory employeeId={employee.id} />
      <BalanceExplanation employeeId={employee.id} canAdjust={isAdmin} />
    </div>
  );
}

/** A type's approved length: its days, its hours (hourly leave, docs/decisions/015), or both. */
function typeLength(type: EmployeeDetail['leaveStats']['byType'][number]) {
  const parts = [type.days > 0 || !type.minutes ? m.days(formatDays(type.days)) : null];
  if (type.minutes) parts.push(formatDuration(type.minutes));
  return parts.filter(Boolean).join(' + ');
}

function LeaveStatsCard({ stats }: { stats: EmployeeDetail['leaveStats'] }) {
  const figures = [
    { label: m.total, value: stats.totalAnnualLeave },
    { label: m.used, value: stats.usedAnnualLeave },
    { label: m.remaining, value: stats.remainingAnnualLeave },
    { label: m.pendingDays, value: stats.pendingDays },
  ];
  return (
    <Card>
      <CardHeader
        title={m.statsTitle}
        description={m.requestCounts(stats.totalRequests, stats.approved, stats.pending, stats.rejected)}
      />
      <div className="grid grid-cols-2 gap-3 p-5 sm:grid-cols-4">
        {figures.map((f) => (
          <div key={f.label} className="rounded-lg border border-line p-3">
            <p className="text-xs text-muted">{f.label}</p>
            <p className="text-xl font-semibold tabular-nums">{m.days(formatDays(f.value))}</p>
          </div>
        ))}
      </div>
      <div className="border-t border-line px-5 py-4">
        <p className="text-sm font-medium">{m.byType}</p>
        {stats.byType.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{m.byTypeEmpty}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {stats.byType.map((type) => (
              <li key={type.leaveType} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
                {leaveTypeLabel(type)}: {typeLength(type)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
