import { t } from '../../platform/messages/approvals';
import { Card, CardHeader } from '../../ui/Card';
import { QueryBody } from '../../ui/QueryBody';
import { useApprovalFlow } from './api';
import { ApprovalFlowForm } from './ApprovalFlowForm';

const m = t.approvalFlow;

/**
 * "Onay akışı" on the organization page (issue 23 item 2, ADMIN): one step (İK decides every request,
 * the spec's) or two (the team's Müdür, then İK), and a route per leave type (docs/approval-rules.md §1).
 */
export function ApprovalFlowCard() {
  const flow = useApprovalFlow();
  return (
    <Card data-testid="approval-flow-card">
      <CardHeader title={m.title} description={m.description} />
      <QueryBody query={flow} failed={m.loadFailed} empty={null} isEmpty={() => false}>
        {(answer) => <ApprovalFlowForm answer={answer} />}
      </QueryBody>
    </Card>
  );
}
