import type { ApprovalStep, RuleBreak } from '@paydos/contract/approvals';
import { CheckCircle2, Circle, Clock, MinusCircle, TriangleAlert, XCircle, type LucideIcon } from 'lucide-react';
import { t } from '../../platform/messages/approvals';
import { cn } from '../../ui/cn';
import { formatDateTime } from '../../platform/format-dates';

const m = t.approvalTrail;

/**
 * A request's approval steps in order (issue 23 item 2, docs/approval-rules.md §2-§4): who decided and
 * when, for whom a delegate decided, the note the later steps and the requester read, why a step was
 * skipped, who decides the open one; then the team rules the request broke, with their days. Each state
 * is said in words: the icons and colours only repeat it.
 */
export function ApprovalTrail({
  steps,
  ruleBreaks,
}: {
  steps: readonly ApprovalStep[];
  ruleBreaks: readonly RuleBreak[];
}) {
  if (steps.length === 0 && ruleBreaks.length === 0) return null;
  return (
    <div className="space-y-3 text-sm" data-testid="approval-trail">
      {steps.length > 0 && (
        <ol aria-label={m.title} className="list-decimal space-y-2 pl-5 marker:text-muted">
          {steps.map((step) => (
            <TrailStep key={step.position} step={step} />
          ))}
        </ol>
      )}
      {ruleBreaks.length > 0 && (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert className="size-4 shrink-0" aria-hidden />
            {m.ruleBreaksTitle}
          </p>
          <ul aria-label={m.ruleBreaksTitle} className="mt-1 list-disc space-y-1 pl-5">
            {ruleBreaks.map((rule) => (
              <li key={`${rule.code}-${rule.dates.join(',')}`} className="wrap-anywhere">
                {rule.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

const looks: Record<string, { Icon: LucideIcon; tone: string }> = {
  APPROVED: { Icon: CheckCircle2, tone: 'text-emerald-700' },
  REJECTED: { Icon: XCircle, tone: 'text-red-700' },
  CURRENT: { Icon: Clock, tone: 'text-amber-700' },
  WAITING: { Icon: Circle, tone: 'text-slate-400' },
  SKIPPED: { Icon: MinusCircle, tone: 'text-slate-500' },
};

function TrailStep({ step }: { step: ApprovalStep }) {
  const done = step.state === 'DONE';
  const outcome = step.outcome ?? 'APPROVED';
  const state = done ? m.outcome[outcome] : m.state[step.state as Exclude<ApprovalStep['state'], 'DONE'>];
  const { Icon, tone } = looks[done ? outcome : step.state] ?? looks.WAITING!;
  return (
    <li data-step-state={step.state}>
      <div className="flex items-start gap-2">
        <Icon className={cn('mt-0.5 size-4 shrink-0', tone)} aria-hidden />
        <div className="min-w-0 space-y-0.5">
          <p>
            <span className="font-medium">{step.label}</span>: {state}
          </p>
          {done && step.decidedBy && (
            <p className="text-muted">
              {outcome === 'REJECTED' ? m.rejectedBy : m.approvedBy}:{' '}
              {step.onBehalfOf ? m.byOnBehalf(step.decidedBy.name, step.onBehalfOf.name) : step.decidedBy.name}
              {step.decidedAt && ` · ${formatDateTime(step.decidedAt)}`}
            </p>
          )}
          {step.state === 'SKIPPED' && step.skipReason && (
            <p className="text-muted">{m.skipReasons[step.skipReason]}</p>
          )}
          {step.state === 'CURRENT' && (
            <p>
              {step.deciders.length > 0
                ? m.decides(step.deciders.map((d) => m.decider(d.name, d.onBehalfOf?.name ?? null)).join(', '))
                : m.noDecider}
            </p>
          )}
          {step.note && (
            <p className="wrap-anywhere">
              <span className="font-medium">{m.note}:</span> {step.note}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
