import { t } from '../../platform/messages';
import { Card, CardHeader } from '../../ui/Card';
import type { BillingSummary } from './api';

const m = t.billing;

/** Seats paid for the running period and the active people (issue 20: seats follow the people). */
export function SeatsCard({ seats }: { seats: BillingSummary['seats'] }) {
  return (
    <Card>
      <CardHeader title={m.seatsTitle} description={seats.paid === null ? m.seatsTrial : m.seatsRule} />
      <dl className="grid grid-cols-2 gap-4 p-5 text-sm" data-testid="seats">
        {seats.paid !== null && <Figure label={m.seatsPaid} value={seats.paid} testId="seats-paid" />}
        <Figure label={m.seatsInUse} value={seats.inUse} testId="seats-in-use" />
      </dl>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
