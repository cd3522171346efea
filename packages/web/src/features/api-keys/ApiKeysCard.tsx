import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '../../platform/api';
import { apiKeysMessages } from '../../platform/messages/api-keys';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useApiKeys, useRevokeApiKey, type ApiKeyView } from './api';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { formatDateTime, formatInstantDate } from '../../platform/format-dates';

// Its own catalogue file, outside `t`: the other sites' bundles do not carry these texts.
const m = apiKeysMessages.apiKeys;

/**
 * "API anahtarları" on /organization (issue 26): the organization's keys for the public API with
 * their scopes, last use and state; an ADMIN creates one (its secret shown once) and revokes one.
 * A list whose rows wrap rather than a table, so it fits a phone's width.
 */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      toast((await revoke.mutateAsync(revoking.id)).message);
    } catch (error) {
      toast(failureMessage(error, m.revokeFailed), 'error');
    }
    setRevoking(null);
  };

  return (
    <Card data-testid="api-keys-card">
      <CardHeader
        title={m.title}
        description={m.description}
        action={
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden />
            {m.add}
          </Button>
        }
      />
      {keys.isPending ? (
        <div className="p-5">
          <Spinner />
        </div>
      ) : keys.isError ? (
        <div className="p-5">
          <Alert tone="error">{failureMessage(keys.error, m.loadFailed)}</Alert>
        </div>
      ) : keys.data.length === 0 ? (
        <p className="p-5 text-sm text-muted">{m.empty}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={m.listLabel}>
          {keys.data.map((key) => (
            <ApiKeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
          ))}
        </ul>
      )}
      <p className="border-t border-line px-5 py-3 text-sm">
        <a
          className="font-medium text-brand-700 underline"
          href="/api/v1/openapi.json"
          target="_blank"
          rel="noreferrer"
        >
          {m.docs}
        </a>
      </p>
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={m.revokeTitle}
        description={revoking ? m.revokeBody(revoking.name) : ''}
        confirmLabel={m.revoke}
        tone="danger"
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
      />
    </Card>
  );
}

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere">
          <KeyRound className="size-4 shrink-0 text-muted" aria-hidden />
          {apiKey.name}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-normal text-slate-700">
            {apiKey.prefix}…
          </code>
          <Badge tone={revoked ? 'neutral' : 'green'}>{revoked ? m.revokedBadge : m.liveBadge}</Badge>
        </p>
        <p className="text-muted wrap-anywhere">{apiKey.scopes.map((scope) => m.scopeLabels[scope]).join(' · ')}</p>
        <p className="text-muted wrap-anywhere">
          {m.created(formatInstantDate(apiKey.createdAt))}
          {apiKey.createdBy && m.createdBy(apiKey.createdBy)}
          {' · '}
          {revoked
            ? m.revokedOn(formatInstantDate(apiKey.revokedAt!))
            : apiKey.lastUsedAt
              ? m.lastUsed(formatDateTime(apiKey.lastUsedAt))
              : m.neverUsed}
        </p>
      </div>
      {!revoked && (
        <Button size="sm" variant="secondary" aria-label={m.revokeLabel(apiKey.name)} onClick={onRevoke}>
          {m.revoke}
        </Button>
      )}
    </li>
  );
}
