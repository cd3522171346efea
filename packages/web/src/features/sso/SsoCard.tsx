import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole, Trash2, Unlock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, failureMessage } from '../../platform/api';
import { limitedText } from '../../platform/form-fields';
import { ssoMessages } from '../../platform/messages/sso';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { PasswordField, SelectField, TextField } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import {
  useRemoveSso,
  useSaveSso,
  useSetPasswordLogin,
  useSsoSettings,
  type SsoProvider,
  type SsoSettings,
} from './api';
import { formatDateTime } from '../../platform/format-dates';

// Its own catalogue file, outside `t`: the other sites' bundles do not carry these texts.
const m = ssoMessages.sso;
const PROVIDERS = Object.keys(m.providerLabels) as SsoProvider[];

/** The contract's limits (`ssoSettingsBody`); the server checks the issuer and the domains again. */
const schema = (secretSaved: boolean) =>
  z.object({
    provider: z.enum(['GOOGLE', 'ENTRA', 'OTHER']),
    issuer: limitedText(m.issuer, 500, m.issuerRequired),
    clientId: limitedText(m.clientId, 500, m.clientIdRequired),
    clientSecret: secretSaved
      ? limitedText(m.clientSecret, 2000)
      : limitedText(m.clientSecret, 2000, m.clientSecretRequired),
    domains: limitedText(m.domains, 1000, m.domainsRequired),
  });
type Values = z.infer<ReturnType<typeof schema>>;

/** The request's fields as the form names them. */
const SERVER_FIELDS: Partial<Record<string, keyof Values>> = {
  issuer: 'issuer',
  clientId: 'clientId',
  clientSecret: 'clientSecret',
  allowedDomains: 'domains',
};

const domainsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * "Tek oturum açma (SSO)" on /organization (issue 26 item 4, ADMIN): the OpenID Connect provider, its
 * client (the secret is write-only: only its first characters are shown once saved), the allowed
 * e-mail domains, the redirect URI to register at the provider, whether a sign-in has proved the
 * settings, and the switch that turns password login off for everyone but the ADMINs.
 */
export function SsoCard() {
  const settings = useSsoSettings();
  return (
    <Card data-testid="sso-card">
      <CardHeader title={m.title} description={m.description} />
      {settings.isPending ? (
        <div className="p-5">
          <Spinner />
        </div>
      ) : settings.isError ? (
        <div className="p-5">
          <Alert tone="error">{failureMessage(settings.error, m.loadFailed)}</Alert>
        </div>
      ) : (
        <SsoForm
          key={settings.data.sso?.updatedAt ?? 'yok'}
          sso={settings.data.sso}
          callbackUrl={settings.data.callbackUrl}
        />
      )}
    </Card>
  );
}

function SsoForm({ sso, callbackUrl }: { sso: SsoSettings | null; callbackUrl: string }) {
  const save = useSaveSso();
  const remove = useRemoveSso();
  const passwordLogin = useSetPasswordLogin();
  const toast = useToast();
  const [removing, setRemoving] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema(!!sso)),
    defaultValues: {
      provider: sso?.provider ?? 'GOOGLE',
      issuer: sso?.issuer ?? '',
      clientId: sso?.clientId ?? '',
      clientSecret: '',
      domains: sso?.allowedDomains.join(', ') ?? '',
    },
  });
  const provider = form.watch('provider');
  const run = async (action: () => Promise<{ message: string }>) => {
    try {
      toast((await action()).message);
    } catch (error) {
      toast(failureMessage(error, m.actionFailed), 'error');
    }
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({
        provider: values.provider,
        issuer: values.issuer,
        clientId: values.clientId,
        ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
        allowedDomains: domainsOf(values.domains),
      });
      toast(result.message);
    } catch (failure) {
      // The server's refusal of a field goes under that field, which takes the focus (the button was disabled).
      const fields = Object.entries(failure instanceof ApiError ? (failure.fields ?? {}) : {});
      fields.forEach(([name, message], index) => {
        const field = SERVER_FIELDS[name];
        if (field) form.setError(field, { message }, { shouldFocus: index === 0 });
      });
    }
  });
  const failedWithoutField = save.isError && !(save.error instanceof ApiError && save.error.fields);

  return (
    <div className="space-y-5 p-5">
      <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="sso-status">
        {!sso ? (
          <span className="text-muted">{m.notConfigured}</span>
        ) : sso.testedAt ? (
          <Badge tone="green">{m.tested(formatDateTime(sso.testedAt))}</Badge>
        ) : (
          <Badge tone="amber">{m.untested}</Badge>
        )}
      </div>
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="space-y-4" noValidate>
        {failedWithoutField && <Alert tone="error">{failureMessage(save.error, m.saveFailed)}</Alert>}
        <SelectField label={m.provider} {...form.register('provider')}>
          {PROVIDERS.map((value) => (
            <option key={value} value={value}>
              {m.providerLabels[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={m.issuer}
          type="url"
          inputMode="url"
          maxLength={500}
          hint={m.issuerHints[provider]}
          error={form.formState.errors.issuer?.message}
          {...form.register('issuer')}
        />
        <TextField
          label={m.clientId}
          maxLength={500}
          autoComplete="off"
          error={form.formState.errors.clientId?.message}
          {...form.register('clientId')}
        />
        <PasswordField
          label={m.clientSecret}
          autoComplete="new-password"
          hint={sso ? m.secretKept(sso.secretHint) : m.secretNew}
          error={form.formState.errors.clientSecret?.message}
          {...form.register('clientSecret')}
        />
        <TextField
          label={m.domains}
          maxLength={1000}
          hint={m.domainsHint}
          error={form.formState.errors.domains?.message}
          {...form.register('domains')}
        />
        <div className="text-sm">
          <p className="font-medium">{m.callbackUrl}</p>
          <code
            className="mt-1 block rounded bg-slate-50 px-2 py-1 text-xs wrap-anywhere"
            data-testid="sso-callback-url"
          >
            {callbackUrl}
          </code>
        </div>
        <p className="text-xs text-muted">{m.jitNote}</p>
        <div className="flex flex-wrap justify-end gap-2">
          {sso && (
            <Button type="button" variant="secondary" onClick={() => setRemoving(true)}>
              <Trash2 className="size-4" aria-hidden />
              {m.remove}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {m.save}
          </Button>
        </div>
      </form>
      {sso && (
        <div className="space-y-2 border-t border-line pt-4 text-sm">
          <p className="font-medium">{m.passwordLogin}</p>
          <p className="text-muted" data-testid="sso-password-login">
            {sso.passwordLoginDisabled ? m.passwordLoginOff : m.passwordLoginOn}
          </p>
          {!sso.passwordLoginDisabled && !sso.testedAt && <p className="text-xs text-muted">{m.turnOffNeedsTest}</p>}
          <Button
            size="sm"
            variant="secondary"
            disabled={!sso.passwordLoginDisabled && !sso.testedAt}
            loading={passwordLogin.isPending}
            onClick={() => void run(() => passwordLogin.mutateAsync(sso.passwordLoginDisabled))}
          >
            {sso.passwordLoginDisabled ? (
              <Unlock className="size-4" aria-hidden />
            ) : (
              <LockKeyhole className="size-4" aria-hidden />
            )}
            {sso.passwordLoginDisabled ? m.turnOn : m.turnOff}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={m.removeTitle}
        description={m.removeBody}
        confirmLabel={m.remove}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void run(() => remove.mutateAsync(undefined)).then(() => setRemoving(false))}
      />
    </div>
  );
}
