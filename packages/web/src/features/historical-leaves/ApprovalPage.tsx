import type { ApprovalResponse } from '@paydos/contract/historical-leaves';
import { TEXT_LIMITS } from '@paydos/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, ClipboardCheck, Loader2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../platform/api';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { originOf, useSite } from '../../platform/site';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/Field';
import { AuthScreen } from '../auth';
import { useApproval, useDecideApproval } from './api';
import { useDocumentTitle } from '../../platform/document-title';
import { formatDate, formatInstantDate } from '../../platform/format-dates';
import { leaveTypeLabel } from '../../platform/format-lengths';
import { formatDays } from '../../platform/format-numbers';

const m = t.approval;
const REDIRECT_MS = 3000;
/** The reject reason: optional, at most TEXT_LIMITS.leaveReason (the contract's `approvalBody`). */
const rejectSchema = z.object({ rejectedReason: limitedText(m.rejectReasonName, TEXT_LIMITS.leaveReason) });

/**
 * Product §2 /leave-approval/{token} (public, main and organization sites): the employee reads the
 * batch and approves or rejects it; after approval the organization's login page follows in 3
 * seconds (product §9). Expired, unknown and processed links show the spec's notices.
 */
export function HistoricalApprovalPage() {
  useDocumentTitle(m.title);
  const { token = '' } = useParams();
  const approval = useApproval(token);
  const decide = useDecideApproval(token);
  const { baseDomain } = useSite();
  const [done, setDone] = useState<{ status: 'APPROVED' | 'REJECTED'; message: string; loginUrl: string } | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const rejectForm = useForm({ resolver: zodResolver(rejectSchema), defaultValues: { rejectedReason: '' } });

  useEffect(() => {
    if (done?.status !== 'APPROVED') return;
    const timer = setTimeout(() => window.location.assign(done.loginUrl), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const answer = async (approved: boolean, rejectedReason?: string | null) => {
    try {
      const result = await decide.mutateAsync(
        approved ? { approved } : { approved, ...(rejectedReason ? { rejectedReason } : {}) },
      );
      const loginUrl = `${originOf({ kind: 'organization', subdomain: result.organization.subdomain }, baseDomain)}/login`;
      setDone({ status: result.status, message: result.message, loginUrl });
    } catch (error) {
      // Product §8: "Bu talep zaten işlenmiş" is not an error; the page reloads and shows it.
      if (error instanceof ApiError && error.status === 409) void approval.refetch();
    }
  };
  const reject = rejectForm.handleSubmit(({ rejectedReason }) => answer(false, rejectedReason));

  if (done) {
    return (
      <AuthScreen
        icon={<CheckCircle2 className="size-7" aria-hidden />}
        title={done.status === 'APPROVED' ? m.approvedTitle : m.rejectedTitle}
        subtitle={done.message}
      >
        {done.status === 'APPROVED' && (
          <p className="mb-4 text-center text-sm text-muted" role="status">
            {m.redirecting}
          </p>
        )}
        <Button asChild className="w-full">
          <a href={done.loginUrl}>{m.goToLogin}</a>
        </Button>
      </AuthScreen>
    );
  }
  if (approval.isPending) {
    return (
      <AuthScreen icon={<Loader2 className="size-7 animate-spin" aria-hidden />} title={m.checking}>
        <span />
      </AuthScreen>
    );
  }
  if (approval.isError) {
    const error = approval.error;
    const known = error instanceof ApiError && (error.message === m.expired || error.message === m.notFound);
    return (
      <AuthScreen
        icon={<XCircle className="size-7" aria-hidden />}
        tone="error"
        title={m.invalidTitle}
        subtitle={known ? error.message : error.message || m.invalidTitle}
      >
        <Button asChild variant="secondary" className="w-full">
          <Link to="/">{m.home}</Link>
        </Button>
      </AuthScreen>
    );
  }

  const view = approval.data;
  const loginUrl = `${originOf({ kind: 'organization', subdomain: view.organization.subdomain }, baseDomain)}/login`;
  const status = view.historicalLeaveRequest.status;
  return (
    <AuthScreen
      icon={<ClipboardCheck className="size-7" aria-hidden />}
      title={m.title}
      subtitle={view.organization.name}
      wide
    >
      <BatchDetails view={view} />
      {status !== 'PENDING' ? (
        <div className="mt-5 space-y-4">
          <Alert tone="info" title={m.processed}>
            {m.processedStatus[status]}
          </Alert>
          <Button asChild variant="secondary" className="w-full">
            <a href={loginUrl}>{m.goToLogin}</a>
          </Button>
        </div>
      ) : (
        <div className="mt-5 space-y-4">
          <Alert tone="info">{m.kvkk}</Alert>
          {decide.isError && !(decide.error instanceof ApiError && decide.error.status === 409) && (
            <Alert tone="error" title={m.decideFailed}>
              {decide.error.message}
            </Alert>
          )}
          {rejecting ? (
            <form noValidate onSubmit={(event) => void reject(event)} className="space-y-3">
              <TextAreaField
                label={m.rejectReason}
                rows={3}
                maxLength={TEXT_LIMITS.leaveReason}
                error={rejectForm.formState.errors.rejectedReason?.message}
                {...rejectForm.register('rejectedReason')}
              />
              <div className="flex flex-wrap justify-end gap-2">
                <Button type="button" variant="secondary" onClick={() => setRejecting(false)}>
                  {m.back}
                </Button>
                <Button type="submit" variant="danger" loading={decide.isPending}>
                  {m.rejectConfirm}
                </Button>
              </div>
            </form>
          ) : (
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              <Button variant="secondary" onClick={() => setRejecting(true)} disabled={decide.isPending}>
                {m.reject}
              </Button>
              <Button loading={decide.isPending} onClick={() => void answer(true)}>
                {m.approve}
              </Button>
            </div>
          )}
        </div>
      )}
    </AuthScreen>
  );
}

function BatchDetails({ view }: { view: ApprovalResponse }) {
  const expires = formatInstantDate(view.historicalLeaveRequest.tokenExpiresAt);
  return (
    <div className="space-y-4 text-sm">
      <p>{m.intro(view.createdBy?.name ?? m.someone, view.organization.name)}</p>
      <dl className="grid grid-cols-1 gap-2 rounded-lg border border-line bg-slate-50 p-3 sm:grid-cols-2">
        <div>
          <dt className="text-muted">{m.employee}</dt>
          <dd className="font-medium wrap-anywhere" data-testid="approval-employee">
            {view.employee.firstName} {view.employee.lastName}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{m.recordedBy}</dt>
          <dd className="font-medium wrap-anywhere">
            {view.createdBy
              ? `${view.createdBy.name} (${t.roles[view.createdBy.role as keyof typeof t.roles] ?? view.createdBy.role})`
              : m.someone}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted">{m.expires}</dt>
          <dd className="font-medium">{expires}</dd>
        </div>
      </dl>
      <div>
        <p className="font-medium">{m.total(view.totalCount, formatDays(view.totalDays))}</p>
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid="approval-leaves">
          {view.historicalLeaveRequests.map((leave) => (
            <li key={leave.id} className="flex items-start justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium">{leaveTypeLabel(leave)}</p>
                <p className="text-muted">
                  {formatDate(leave.startDate)} - {formatDate(leave.endDate)}
                </p>
                {leave.reason && <p className="wrap-anywhere text-muted">{leave.reason}</p>}
              </div>
              <span className="shrink-0 font-medium tabular-nums">{t.historical.days(formatDays(leave.days))}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
