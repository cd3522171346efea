import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiKeyScope } from '@paydos/contract/api-keys';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { failureMessage } from '../../platform/api';
import { limitedText } from '../../platform/form-fields';
import { t } from '../../platform/messages';
import { apiKeysMessages } from '../../platform/messages/api-keys';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CheckboxGroupField } from '../../ui/CheckboxGroupField';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { SecretOnce } from '../../ui/SecretOnce';
import { useToast } from '../../ui/Toast';
import { useCreateApiKey } from './api';

// Its own catalogue file, outside `t`: the other sites' bundles do not carry these texts.
const m = apiKeysMessages.apiKeys;

/** The contract's scopes, in the card's order (a type import only: the contract's schemas stay out of the bundle). */
const API_KEY_SCOPES: readonly [ApiKeyScope, ...ApiKeyScope[]] = ['leave:read', 'leave:write', 'people:read'];

const SCOPE_OPTIONS = API_KEY_SCOPES.map((scope) => ({
  value: scope,
  label: m.scopeLabels[scope]!,
  hint: m.scopeHints[scope],
}));

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
          <Controller
            control={form.control}
            name="scopes"
            render={({ field, fieldState }) => (
              <CheckboxGroupField
                legend={m.scopes}
                options={SCOPE_OPTIONS}
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
      )}
    </Dialog>
  );
}

function ShownSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <SecretOnce
        secret={secret}
        notice={m.secretNotice}
        copy={m.copy}
        copyLabel={m.copyLabel}
        copied={m.copied}
        copyFailed={m.copyFailed}
        testId="api-key-secret"
      />
      <div className="flex justify-end">
        <Button onClick={onDone}>{m.done}</Button>
      </div>
    </div>
  );
}
