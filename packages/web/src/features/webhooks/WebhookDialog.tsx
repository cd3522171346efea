import { zodResolver } from '@hookform/resolvers/zod';
import type { WebhookEventType } from '@paydos/contract/webhooks';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage } from '../../platform/api';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { webhooksMessages } from '../../platform/messages/webhooks';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useCreateWebhook } from './api';

const m = webhooksMessages.webhooks;
/** The events in the contract's order (the labels' keys are `WEBHOOK_EVENT_TYPES`; read from them, the contract's schemas stay out of the bundle). */
const EVENT_TYPES = Object.keys(m.eventLabels) as WebhookEventType[];

/** The contract's limits (`createWebhookBody`): a URL of at most 2000 characters, at least one event. */
const schema = z.object({
  url: limitedText(m.url, 2000, m.urlRequired),
  events: z.array(z.string()).min(1, m.eventsRequired),
});
type Values = z.infer<typeof schema>;

/**
 * A new endpoint: its URL and the events it takes. Once created the dialog shows the signing secret,
 * this once (the server never answers it again), with a copy button, until the ADMIN closes it.
 */
export function WebhookDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const toast = useToast();
  const create = useCreateWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { url: '', events: [] } });
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      create.reset();
      setSecret(null);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    const result = await create.mutateAsync({ url: values.url, events: values.events as WebhookEventType[] });
    toast(result.message);
    setSecret(result.secret);
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      toast(m.copied);
    } catch {
      toast(m.copyFailed, 'error');
    }
  };

  if (secret)
    return (
      <Dialog open={open} onOpenChange={close} title={m.secretTitle} description={m.secretNotice}>
        <div className="space-y-4">
          <div className="flex min-w-0 items-center gap-2">
            <code
              className="min-w-0 flex-1 rounded border border-line bg-slate-50 px-2 py-1.5 text-xs wrap-anywhere select-all"
              data-testid="webhook-secret"
            >
              {secret}
            </code>
            <Button size="sm" variant="secondary" onClick={() => void copy()}>
              <Copy className="size-4" aria-hidden />
              {m.copy}
            </Button>
          </div>
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>{m.done}</Button>
          </div>
        </div>
      </Dialog>
    );

  return (
    <Dialog open={open} onOpenChange={close} title={m.createTitle} description={m.formDescription}>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-4" noValidate>
        {create.isError && <Alert tone="error">{failureMessage(create.error, m.saveFailed)}</Alert>}
        <TextField
          label={m.url}
          type="url"
          inputMode="url"
          maxLength={2000}
          hint={m.urlHint}
          error={form.formState.errors.url?.message}
          {...form.register('url')}
        />
        <fieldset>
          <legend className="text-sm font-medium">{m.events}</legend>
          <Controller
            control={form.control}
            name="events"
            render={({ field, fieldState }) => (
              <div className="mt-2 space-y-2">
                {EVENT_TYPES.map((type) => (
                  <CheckboxField
                    key={type}
                    label={m.eventLabels[type]}
                    hint={type}
                    checked={field.value.includes(type)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked ? [...field.value, type] : field.value.filter((value) => value !== type),
                      )
                    }
                  />
                ))}
                {fieldState.error && (
                  <p className="text-sm text-red-700" role="alert">
                    {fieldState.error.message}
                  </p>
                )}
              </div>
            )}
          />
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            {t.common.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {m.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
