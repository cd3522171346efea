import { TEAM_RULE_MODES } from '@paydos/domain';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { teamRulesMessages } from '../../platform/messages/team-rules';

/** The two things a broken rule may do, as a select's options ("Reddet", "İK onayına gider"). */
export const modeOptions = TEAM_RULE_MODES.map((mode) => (
  <option key={mode} value={mode}>
    {teamRulesMessages.teamRules.modes[mode]}
  </option>
));

export const modeField = z.enum(TEAM_RULE_MODES);

/** One part of the "Ekip kuralları" card: its heading and what the rule does. */
export function RuleSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 space-y-3 p-5" aria-label={title}>
      <div>
        <h3 className="text-sm font-semibold text-ink">{title}</h3>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
