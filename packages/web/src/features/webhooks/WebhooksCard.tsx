import { ChevronDown, ChevronUp, Pause, Play, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '../../platform/api';
import { webhooksMessages } from '../../platform/messages/webhooks';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useDeleteWebhook, useSetWebhookPaused, useWebhooks, type WebhookEndpoint } from './api';
import { DeliveryLog } from './DeliveryLog';
import { WebhookDialog } from './WebhookDialog';

const m = webhooksMessages.webhooks;

/**
 * "Webhook'lar" on /organization (issue 26 item 3, ADMIN): the organization's endpoints with their
 * events and state; add (the secret shown once), pause or resume, delete, and each one's delivery log.
 */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const paused = useSetWebhookPaused();
  const remove = useDeleteWebhook();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      toast((await action()).message);
    } catch (error) {
      toast(failureMessage(error, m.actionFailed), 'error');
    }
  };

  return (
    <Card>
      <CardHeader
        title={m.title}
        description={m.description}
        action={
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            {m.add}
          </Button>
        }
      />
      {webhooks.isPending ? (
        <div className="p-5">
          <Spinner />
        </div>
      ) : webhooks.isError ? (
        <div className="p-5">
          <Alert tone="error">{failureMessage(webhooks.error, m.loadFailed)}</Alert>
        </div>
      ) : webhooks.data.length === 0 ? (
        <p className="p-5 text-sm text-muted">{m.empty}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={m.listLabel}>
          {webhooks.data.map((endpoint) => (
            <li key={endpoint.id} className="space-y-3 px-5 py-4 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium wrap-anywhere">{endpoint.url}</p>
                  <p className="flex flex-wrap items-center gap-2">
                    {endpoint.status === 'ACTIVE' ? (
                      <Badge tone="green">{m.active}</Badge>
                    ) : (
                      <Badge tone={endpoint.pausedReason === 'FAILING' ? 'red' : 'amber'}>
                        {endpoint.pausedReason === 'FAILING' ? m.pausedFailing : m.paused}
                      </Badge>
                    )}
                    <span className="text-muted">{endpoint.events.map((e) => m.eventLabels[e]).join(', ')}</span>
                  </p>
                  <p className="text-xs text-muted">{m.secretHint(endpoint.secretHint)}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-expanded={open === endpoint.id}
                    onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                  >
                    {open === endpoint.id ? (
                      <ChevronUp className="size-4" aria-hidden />
                    ) : (
                      <ChevronDown className="size-4" aria-hidden />
                    )}
                    {open === endpoint.id ? m.hideLog : m.showLog}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={endpoint.status === 'ACTIVE' ? m.pauseLabel(endpoint.url) : m.resumeLabel(endpoint.url)}
                    onClick={() =>
                      void run(() => paused.mutateAsync({ id: endpoint.id, paused: endpoint.status === 'ACTIVE' }))
                    }
                  >
                    {endpoint.status === 'ACTIVE' ? (
                      <Pause className="size-4" aria-hidden />
                    ) : (
                      <Play className="size-4" aria-hidden />
                    )}
                    {endpoint.status === 'ACTIVE' ? m.pause : m.resume}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={m.removeLabel(endpoint.url)}
                    onClick={() => setRemoving(endpoint)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    {m.remove}
                  </Button>
                </div>
              </div>
              {open === endpoint.id && <DeliveryLog endpoint={endpoint} />}
            </li>
          ))}
        </ul>
      )}
      <WebhookDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={m.removeTitle}
        description={removing ? m.removeBody(removing.url) : ''}
        confirmLabel={m.remove}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) void run(() => remove.mutateAsync(removing.id)).then(() => setRemoving(null));
        }}
      />
    </Card>
  );
}
