import { teamRulesMessages } from '../../platform/messages/team-rules';
import { Card, CardHeader } from '../../ui/Card';
import { QueryBody } from '../../ui/QueryBody';
import { useTeamRules } from './api';
import { LockPeriods } from './LockPeriods';
import { MinimumNotice } from './MinimumNotice';
import { TeamMinimums } from './TeamMinimums';

const m = teamRulesMessages.teamRules;

/**
 * "Ekip kuralları" on the organization page (issue 23 item 5, ADMIN): the lock periods, each team's
 * minimum at work and the minimum notice of the bound leave types (docs/approval-rules.md §5).
 */
export function TeamRulesCard() {
  const rules = useTeamRules();
  return (
    <Card data-testid="team-rules-card">
      <CardHeader title={m.title} description={m.description} />
      <QueryBody query={rules} failed={m.loadFailed} empty={null} isEmpty={() => false}>
        {(data) => (
          <div className="divide-y divide-line">
            <LockPeriods locks={data.lockPeriods} teams={data.teams} />
            <TeamMinimums teams={data.teams} />
            <MinimumNotice rules={data.minimumNotice} />
          </div>
        )}
      </QueryBody>
    </Card>
  );
}
