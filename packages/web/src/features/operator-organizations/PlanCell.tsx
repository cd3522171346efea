import { Badge } from '../../ui/Badge';
import { t } from '../../platform/messages';
import type { AccessStatus, Subscription } from './api';
import { planSummary } from './present';

/** The plan as a badge with its end date under it. */
export function PlanCell({ subscription }: { subscription: Subscription | null }) {
  const plan = planSummary(subscription);
  return (
    <div>
      <Badge tone={plan.tone}>{plan.label}</Badge>
      {plan.detail && <p className="mt-1 text-xs text-muted">{plan.detail}</p>}
    </div>
  );
}

const accessTone: Record<AccessStatus, 'green' | 'red' | 'amber' | 'neutral'> = {
  ACTIVE: 'green',
  SUSPENDED: 'red',
  TRIAL_ENDED: 'amber',
  PLAN_ENDED: 'neutral',
  PAYMENT_FAILED: 'red',
  NO_PLAN: 'neutral',
};

/** Whether the organization's people can work now: the server's `accessStatus`, the rule its 402 follows (issue 21). */
export function AccessBadge({ status }: { status: AccessStatus }) {
  return <Badge tone={accessTone[status]}>{t.organizations.accessStatus[status]}</Badge>;
}
