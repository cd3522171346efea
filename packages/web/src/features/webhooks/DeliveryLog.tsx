import { RotateCw } from 'lucide-react';
import { failureMessage } from '../../platform/api';
import { webhooksMessages } from '../../platform/messages/webhooks';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { LoadMore } from '../../ui/LoadMore';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useResendWebhookDelivery, useWebhookDeliveries, type WebhookDelivery, type WebhookEndpoint } from './api';
import { formatDateTime } from '../../platform/format-dates';

const m = webhooksMessages.webhooks;
const statusTone = { PENDING: 'amber', DELIVERED: 'green', FAILED: 'red' } as const;

/**
 * One endpoint's delivery log, newest first, paged: the event, when it happened, its state, the last
 * answer's status code, the attempts and the next try; "Tekrar gönder" puts it back in the outbox
 * with the same event id. Rows that wrap rather than a table, so it fits a phone.
 */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { query, rows, more } = useWebhookDeliveries(endpoint.id);
  const resend = useResendWebhookDelivery();
  const toast = useToast();
  const send = async (delivery: WebhookDelivery) => {
    try {
      toast((await resend.mutateAsync({ endpointId: endpoint.id, deliveryId: delivery.id })).message);
    } catch (error) {
      toast(failureMessage(error, m.resendFailed), 'error');
    }
  };
  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert tone="error">{failureMessage(query.error, m.logFailed)}</Alert>;
  if (rows.length === 0) return <p className="text-sm text-muted">{m.logEmpty}</p>;
  return (
    <div>
      <ul className="divide-y divide-line rounded-lg border border-line" aria-label={m.logLabel(endpoint.url)}>
        {rows.map((delivery) => {
          const when = formatDateTime(delivery.createdAt);
          const event = m.eventLabels[delivery.eventType];
          return (
            <li key={delivery.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <div className="min-w-0 space-y-0.5">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{event}</span>
                  <Badge tone={statusTone[delivery.status]}>{m.statusLabels[delivery.status]}</Badge>
                </p>
                <p className="text-xs text-muted">
                  {when} · {m.statusCode(delivery.lastStatusCode)} · {m.attempts(delivery.attempts)}
                  {delivery.nextAttemptAt && <> · {m.nextTry(formatDateTime(delivery.nextAttemptAt))}</>}
                </p>
              </div>
              {endpoint.status === 'ACTIVE' && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={m.resendLabel(event, when)}
                  loading={resend.isPending && resend.variables?.deliveryId === delivery.id}
                  onClick={() => void send(delivery)}
                >
                  <RotateCw className="size-4" aria-hidden />
                  {m.resend}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <LoadMore {...more} />
    </div>
  );
}
