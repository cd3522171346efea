import { CalendarCheck, CalendarClock, CalendarDays, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../platform/messages';
import { Button } from '../../ui/Button';
import { StatCard } from '../../ui/Card';
import { useCurrentUser } from '../auth/AuthProvider';
import { TrialBanner } from './TrialBanner';

export function DashboardPage() {
  const user = useCurrentUser();
  const trialEndsAt = user.organization.subscription.trialEndsAt;
  const showTrial = user.role !== 'EMPLOYEE' && user.organization.subscription.status === 'TRIAL' && trialEndsAt;
  const remaining = user.annualLeaveDays - user.usedLeaveDays;
  return (
    <div className="space-y-6">
      {showTrial && <TrialBanner trialEndsAt={trialEndsAt} />}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{t.dashboard.welcome(user.firstName)}</h1>
          <p className="mt-1 text-sm text-muted">
            {user.organization.name} · {t.roles[user.role]}
          </p>
        </div>
        {user.role === 'EMPLOYEE' && (
          <Button asChild>
            <Link to="/my-leave-requests?create=true">
              <Plus className="size-4" aria-hidden />
              {t.dashboard.newRequest}
            </Link>
          </Button>
        )}
      </div>
      <section className="grid gap-4 sm:grid-cols-3" aria-label={t.dashboard.total}>
        <StatCard label={t.dashboard.remaining} value={t.dashboard.days(remaining)} icon={<CalendarCheck className="size-5" />} />
        <StatCard label={t.dashboard.used} value={t.dashboard.days(user.usedLeaveDays)} icon={<CalendarClock className="size-5" />} tone="amber" />
        <StatCard label={t.dashboard.total} value={t.dashboard.days(user.annualLeaveDays)} icon={<CalendarDays className="size-5" />} tone="sky" />
      </section>
    </div>
  );
}
