import { zodResolver } from '@hookform/resolvers/zod';
import type { WebhookEventType } from '@paydos/contract/webhooks';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage } from '../../platform/api';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { webhooksMessages } from '../../platform/messages/webhooks';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CheckboxGroupField } from '../../ui/CheckboxGroupField';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { SecretOnce } from '../../ui/SecretOnce';
import { useToast } from '../../ui/Toast';
import { useCreateWebhook } from './api';

const m = webhooksMessages.webhooks;
/** The events in the contract's order (the labels' keys are `WEBHOOK_EVENT_TYPES`; read from them, the contract's schemas stay out of the bundle). */
const EVENT_TYPES = Object.keys(m.eventLabels) as WebhookEventType[];
const EVENT_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: m.eventLabels[type], hint: type }));

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
  if (secret)
    return (
      <Dialog open={open} onOpenChange={close} title={m.secretTitle} description={m.secretNotice}>
        <div className="space-y-4">
          <SecretOnce
            secret={secret}
            copy={m.copy}
            copied={m.copied}
            copyFailed={m.copyFailed}
            testId="webhook-secret"
          />
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
        <Controller
          control={form.control}
          name="events"
          render={({ field, fieldState }) => (
            <CheckboxGroupField
              legend={m.events}
              options={EVENT_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
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
