import { CalendarCheck, CalendarClock, CalendarDays, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { StatCard } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { useCurrentUser } from '../auth';
import { BalanceExplanation } from '../ledger';
import { useApprovalFlowKind } from '../approval-flow';
import { useDashboardSummary } from './api';
import { OrganizationCards } from './OrganizationCards';
import { TrialBanner } from './TrialBanner';
import { GraceBanner } from '../billing';
import { useDocumentTitle } from '../../platform/document-title';

/**
 * /dashboard (product §2). ADMIN: the organization's cards and staff. MANAGER (the spec is silent):
 * the same organization view, read-only, plus their own balance, since they also take leave; in the
 * two-step flow his pending count (his teams' requests, issue 23) opens the approvals page, as an ADMIN's does.
 * EMPLOYEE: remaining / used / total and how the balance was computed. Every role gets the
 * new-request button (product §D8 "Everyone may take leave").
 */
export function DashboardPage() {
  useDocumentTitle(t.nav.dashboard);
  const user = useCurrentUser();
  const summary = useDashboardSummary();
  const flowKind = useApprovalFlowKind();
  const trialEndsAt = user.organization.subscription.trialEndsAt;
  const showTrial = user.role !== 'EMPLOYEE' && user.organization.subscription.status === 'TRIAL' && trialEndsAt;
  const graceEndsAt = user.role !== 'EMPLOYEE' ? user.organization.subscription.graceEndsAt : null;
  const me = summary.data?.me ?? {
    annualLeaveDays: user.annualLeaveDays,
    usedLeaveDays: user.usedLeaveDays,
    remainingLeaveDays: user.annualLeaveDays - user.usedLeaveDays,
  };
  const ownCards = (
    <section className="grid grid-cols-1 gap-4 sm:grid-cols-3" aria-label={t.dashboard.total}>
      <StatCard
        label={t.dashboard.remaining}
        value={<span data-testid="remaining-days">{t.dashboard.days(me.remainingLeaveDays)}</span>}
        icon={<CalendarCheck className="size-5" />}
      />
      <StatCard
        label={t.dashboard.used}
        value={t.dashboard.days(me.usedLeaveDays)}
        icon={<CalendarClock className="size-5" />}
        tone="amber"
      />
      <StatCard
        label={t.dashboard.total}
        value={t.dashboard.days(me.annualLeaveDays)}
        icon={<CalendarDays className="size-5" />}
        tone="sky"
      />
    </section>
  );
  return (
    <div className="space-y-6">
      {showTrial && <TrialBanner trialEndsAt={trialEndsAt} canPay={user.role === 'ADMIN'} />}
      {graceEndsAt && <GraceBanner graceEndsAt={graceEndsAt} canPay={user.role === 'ADMIN'} />}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{t.dashboard.welcome(user.firstName)}</h1>
          <p className="mt-1 text-sm text-muted">
            {user.organization.name} · {t.roles[user.role]}
          </p>
        </div>
        {/* Product §D8: every role takes leave, so every dashboard opens a new request. */}
        <Button asChild>
          <Link to="/my-leave-requests?create=true">
            <Plus className="size-4" aria-hidden />
            {t.dashboard.newRequest}
          </Link>
        </Button>
      </div>
      {summary.isError && <Alert tone="error">{summary.error.message || t.adminDashboard.loadFailed}</Alert>}
      {user.role === 'EMPLOYEE' ? (
        <>
          {ownCards}
          <BalanceExplanation />
        </>
      ) : summary.isPending ? (
        <Spinner />
      ) : summary.data?.organization ? (
        <>
          <OrganizationCards
            summary={summary.data.organization}
            linkToEmployee
            linkToApprovals={user.role === 'ADMIN' || flowKind === 'MANAGER_THEN_ADMIN'}
          />
          {user.role === 'MANAGER' && ownCards}
        </>
      ) : null}
    </div>
  );
}
