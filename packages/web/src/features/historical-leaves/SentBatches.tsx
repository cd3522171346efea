import type { BatchStatus } from '@paydos/contract/historical-leaves';
import { History } from 'lucide-react';
import { t } from '../../platform/messages';
import { Badge } from '../../ui/Badge';
import { Card, CardHeader } from '../../ui/Card';
import { LoadMore } from '../../ui/LoadMore';
import { QueryBody } from '../../ui/QueryBody';
import { useSentBatches } from './api';
import { formatDate, formatInstantDate } from '../../platform/format-dates';
import { leaveTypeLabel } from '../../platform/format-lengths';
import { formatDays } from '../../platform/format-numbers';

const m = t.historical;
const tone: Record<BatchStatus, 'amber' | 'green' | 'red' | 'neutral'> = {
  PENDING: 'amber',
  APPROVED: 'green',
  REJECTED: 'red',
  EXPIRED: 'neutral',
};

/** The organization's sent batches, newest first, with the employee's answer (a card list: it fits a phone). */
export function SentBatches() {
  const batches = useSentBatches();
  return (
    <Card>
      <CardHeader title={m.sentTitle} description={m.sentDescription} />
      <QueryBody
        query={{ ...batches.query, data: batches.rows }}
        failed={m.sentFailed}
        empty={m.sentEmpty}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <>
            <ul aria-label={m.sentTitle} className="divide-y divide-line">
              {list.map((batch) => (
                <li key={batch.id} className="flex items-start gap-3 px-5 py-3.5">
                  <History className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium wrap-anywhere text-ink">
                      {batch.employee.firstName} {batch.employee.lastName}
                    </p>
                    <p className="mt-0.5 text-xs text-muted">
                      {m.sentBy(
                        formatInstantDate(batch.createdAt),
                        batch.recordedBy && `${batch.recordedBy.firstName} ${batch.recordedBy.lastName}`,
                      )}
                    </p>
                    <p className="mt-1 text-sm text-ink">
                      {m.sentTotal(batch.leaveCount, formatDays(batch.totalDays))}
                    </p>
                    <ul className="mt-0.5 space-y-0.5 text-xs text-muted">
                      {batch.leaves.map((leave) => (
                        <li key={`${leave.startDate}-${leave.endDate}`}>
                          {leaveTypeLabel(leave)}: {formatDate(leave.startDate)} - {formatDate(leave.endDate)} (
                          {m.days(formatDays(leave.days))})
                        </li>
                      ))}
                    </ul>
                    {batch.rejectedReason && (
                      <p className="mt-1 text-xs wrap-anywhere text-red-700">
                        {m.rejectedReason(batch.rejectedReason)}
                      </p>
                    )}
                  </div>
                  <Badge tone={tone[batch.status]} className="shrink-0">
                    {m.status[batch.status]}
                  </Badge>
                </li>
              ))}
            </ul>
            <LoadMore {...batches.more} />
          </>
        )}
      </QueryBody>
    </Card>
  );
}
