import { teamRulesMessages } from '../../platform/messages/team-rules';
import { Alert } from '../../ui/Alert';
import type { RuleCheck } from './api';
import { formatDate } from '../../platform/format-dates';

const m = teamRulesMessages.ruleCheck;
/** The domain's messages name the first five days; a longer list is shown whole under the message. */
const DAYS_IN_MESSAGE = 5;

/**
 * The leave form's rule hint (issue 23 item 5): what the team rules say of the request as it stands
 * (useRuleCheck): every broken rule's message with its days. A refusal holds the send button (the
 * form reads `check.refused`); a rule that only sends the request to İK says so. Nothing while no rule breaks.
 */
export function RuleCheckHint({ check, className }: { check: RuleCheck; className?: string }) {
  const result = check.result;
  if (!result || result.outcome === 'ALLOWED') return null;
  const refused = result.outcome === 'REFUSED';
  return (
    <div className={className} data-testid="rule-check-hint" data-outcome={result.outcome}>
      <Alert tone={refused ? 'error' : 'info'} title={refused ? m.refused : m.needsAdmin}>
        <ul className="list-disc space-y-1 pl-4">
          {result.breaks.map((rule) => (
            <li key={`${rule.code}-${rule.dates[0] ?? ''}-${rule.message}`} data-rule={rule.code} data-mode={rule.mode}>
              {rule.message}
              {rule.dates.length > DAYS_IN_MESSAGE && (
                <span className="block text-xs">{m.allDates(rule.dates.map(formatDate).join(', '))}</span>
              )}
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
