import { Badge } from '../../ui/Badge';
import type { Subscription } from './api';
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

export function ActiveBadge({ isActive, labels }: { isActive: boolean; labels: { active: string; suspended: string } }) {
  return <Badge tone={isActive ? 'green' : 'red'}>{isActive ? labels.active : labels.suspended}</Badge>;
}
