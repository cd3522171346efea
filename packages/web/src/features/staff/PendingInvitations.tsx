import { failureMessage } from '../../platform/api';
import { INVITATION_ROLE_LABELS } from '@paydos/domain';
import { useState } from 'react';
import { t } from '../../platform/messages';
import { EmailAddress } from '../../ui/EmailAddress';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useCancelInvitation, usePendingInvitations, type PendingInvitation } from './api';
import { formatInstantDate } from '../../platform/format-dates';

const m = t.staff;

export function PendingInvitations({ canManage }: { canManage: boolean }) {
  const invitations = usePendingInvitations();
  const cancel = useCancelInvitation();
  const toast = useToast();
  const [target, setTarget] = useState<PendingInvitation | null>(null);

  const confirm = async () => {
    if (!target) return;
    try {
      await cancel.mutateAsync(target.id);
      toast(m.invitationCancelled);
    } catch (error) {
      toast(failureMessage(error, m.cancelInvitationFailed), 'error');
    }
    setTarget(null);
  };

  return (
    <Card>
      <CardHeader
        title={m.invitationsTitle}
        description={invitations.data ? String(invitations.data.length) : undefined}
      />
      {invitations.isPending ? (
        <div className="p-5">
          <Spinner />
        </div>
      ) : invitations.isError ? (
        <div className="p-5">
          <Alert tone="error">{invitations.error.message}</Alert>
        </div>
      ) : invitations.data.length === 0 ? (
        <p className="p-5 text-sm text-muted">{m.invitationsEmpty}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={m.invitationsTitle}>
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {invitation.firstName} {invitation.lastName}{' '}
                  <span className="font-normal text-muted">· {INVITATION_ROLE_LABELS[invitation.role]}</span>
                </p>
                <EmailAddress address={invitation.email} className="block text-muted" />
                <p className="text-xs text-muted">
                  {m.invitedOn(formatInstantDate(invitation.createdAt))} ·{' '}
                  {m.expiresOn(formatInstantDate(invitation.expiresAt))}
                </p>
              </div>
              {canManage && (
                <Button size="sm" variant="secondary" onClick={() => setTarget(invitation)}>
                  {m.cancelInvitation}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={m.cancelInvitationTitle}
        description={target ? m.cancelInvitationBody(target.email) : ''}
        confirmLabel={m.cancelInvitation}
        tone="danger"
        busy={cancel.isPending}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
