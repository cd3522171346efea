import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiKeyScope } from '@paydos/contract/api-keys';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage } from '../../platform/api';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { apiKeysMessages } from '../../platform/messages/api-keys';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { useCreateApiKey } from './api';

// Its own catalogue file, outside `t`: the other sites' bundles do not carry these texts.
const m = apiKeysMessages.apiKeys;

/** The contract's scopes, in the card's order (a type import only: the contract's schemas stay out of the bundle). */
const API_KEY_SCOPES: readonly [ApiKeyScope, ...ApiKeyScope[]] = ['leave:read', 'leave:write', 'people:read'];

/** The contract's limits (`createApiKeyBody`: a name of 100 characters, at least one scope). */
const schema = z.object({
  name: limitedText(m.name, 100, m.nameRequired),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, m.scopesRequired),
});
type Values = z.infer<typeof schema>;

/**
 * A new API key (issue 26): its name and scopes; once made, the dialog shows the secret (the one
 * time it exists outside the caller's system: the server keeps only its hash) with a copy button.
 */
export function CreateApiKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateApiKey();
  const toast = useToast();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', scopes: [] } });
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      create.reset();
      setSecret(null);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    const created = await create.mutateAsync(values);
    setSecret(created.secret);
    toast(created.message);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={secret ? m.secretTitle : m.createTitle}
      description={secret ? m.secretUsage : m.formDescription}
    >
      {secret ? (
        <ShownSecret secret={secret} onDone={() => close(false)} />
      ) : (
        <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-4" noValidate>
          {create.isError && <Alert tone="error">{failureMessage(create.error, m.createFailed)}</Alert>}
          <TextField
            label={m.name}
            placeholder={m.namePlaceholder}
            maxLength={100}
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <fieldset>
            <legend className="text-sm font-medium">{m.scopes}</legend>
            <Controller
              control={form.control}
              name="scopes"
              render={({ field, fieldState }) => (
                <div className="mt-2 space-y-2">
                  {API_KEY_SCOPES.map((scope) => (
                    <CheckboxField
                      key={scope}
                      label={m.scopeLabels[scope]!}
                      hint={m.scopeHints[scope]}
                      checked={field.value.includes(scope)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...field.value, scope] : field.value.filter((s) => s !== scope),
                        )
                      }
                    />
                  ))}
                  {fieldState.error && (
                    <p role="alert" className="text-sm text-red-600">
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
      )}
    </Dialog>
  );
}

function ShownSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast(m.copied);
    } catch {
      toast(m.copyFailed, 'error');
    }
  };
  return (
    <div className="space-y-4">
      <Alert tone="info">{m.secretNotice}</Alert>
      <div className="flex min-w-0 items-center gap-2">
        <code
          className="min-w-0 flex-1 rounded border border-line bg-slate-50 px-2 py-1.5 font-mono text-xs wrap-anywhere select-all"
          data-testid="api-key-secret"
        >
          {secret}
        </code>
        <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label={m.copyLabel}>
          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          <span className="hidden sm:inline">{m.copy}</span>
        </Button>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>{m.done}</Button>
      </div>
    </div>
  );
}
