import { UserPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { failureMessage } from '../../platform/api';
import { delegationsMessages } from '../../platform/messages/delegations';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { focusWhenReady } from '../../ui/focus-result';
import { QueryBody } from '../../ui/QueryBody';
import { useToast } from '../../ui/Toast';
import { useCurrentUser } from '../auth';
import { useDelegations, useDeleteDelegation, type Delegation } from './api';
import { DelegationForm } from './DelegationForm';
import { formatDate } from '../../platform/format-dates';

const m = delegationsMessages.delegations;

/** "01.12.2025 - 05.12.2025", or the standing delegate's days in the words of whoever reads it. */
const when = (delegation: Delegation, standing: string) =>
  delegation.startDate && delegation.endDate
    ? `${formatDate(delegation.startDate)} - ${formatDate(delegation.endDate)}`
    : standing;

/** "X adına onay veriyorsunuz (…)" today, "X sizi onay vekili belirledi (…)" for a period to come. */
function StandingInFor({ delegations }: { delegations: Delegation[] }) {
  if (delegations.length === 0) return null;
  return (
    <Alert tone="info">
      <ul className="space-y-1" data-testid="standing-in-for">
        {delegations.map((d) => (
          <li key={d.id}>
            {(d.activeToday ? m.standingInFor : m.willStandInFor)(d.approver.name, when(d, m.standingInSentence))}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * The profile's "Onay vekili" card (issue 23 item 4, docs/approval-rules.md §3): a MANAGER's or
 * ADMIN's delegates (an ADMIN sees everyone's, each with its approver), added with a colleague and
 * optional dates and removed after a confirmation; anyone who stands in for an approver reads it here.
 * An EMPLOYEE who stands in for nobody sees no card.
 */
export function DelegationsCard() {
  const user = useCurrentUser();
  const approver = user.role === 'ADMIN' || user.role === 'MANAGER';
  const query = useDelegations();
  const remove = useDeleteDelegation();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Delegation | null>(null);
  const addButtonId = useId();
  const formBox = useRef<HTMLDivElement>(null);

  const open = () => {
    setAdding(true);
    focusWhenReady(() => formBox.current?.querySelector('input'));
  };
  const close = (saved: boolean) => {
    setAdding(false);
    // Saved: the toast takes focus; cancelled: back to the button that opened the form.
    if (!saved) focusWhenReady(() => document.getElementById(addButtonId));
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      toast((await remove.mutateAsync(removing.id)).message);
    } catch (failure) {
      toast(failureMessage(failure, m.removeFailed), 'error');
    } finally {
      setRemoving(null);
    }
  };

  if (!approver) {
    const standingIn = query.data?.standingInFor ?? [];
    if (standingIn.length === 0) return null;
    return (
      <Card data-testid="delegations-card">
        <CardHeader title={m.title} />
        <div className="p-5">
          <StandingInFor delegations={standingIn} />
        </div>
      </Card>
    );
  }

  return (
    <Card data-testid="delegations-card">
      <CardHeader
        title={m.title}
        description={m.description}
        action={
          !adding && (
            <Button id={addButtonId} size="sm" variant="secondary" onClick={open}>
              <UserPlus className="size-4" aria-hidden />
              {m.add}
            </Button>
          )
        }
      />
      <QueryBody query={query} failed={m.loadError} empty={null} isEmpty={() => false}>
        {(data) => (
          <div className="space-y-4 p-5">
            <StandingInFor delegations={data.standingInFor} />
            {data.delegations.length === 0 ? (
              <p className="text-sm text-muted">{m.none}</p>
            ) : (
              <ul className="divide-y divide-line" data-testid="delegations-list">
                {data.delegations.map((d) => {
                  const own = d.approver.id === user.id;
                  return (
                    <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium wrap-anywhere text-ink">
                          {d.delegate.name}
                          {!own && <span className="font-normal text-muted"> · {m.forApprover(d.approver.name)}</span>}
                        </p>
                        <p className="text-sm text-muted">{when(d, own ? m.standingOwn : m.standing)}</p>
                      </div>
                      {d.activeToday && <Badge tone="green">{m.activeToday}</Badge>}
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={m.removeLabel(d.delegate.name)}
                        onClick={() => setRemoving(d)}
                      >
                        {m.remove}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {adding && (
              <div ref={formBox}>
                <DelegationForm onDone={close} />
              </div>
            )}
          </div>
        )}
      </QueryBody>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        title={m.removeTitle}
        description={removing ? m.removeDescription(removing.delegate.name) : undefined}
        confirmLabel={m.remove}
        onConfirm={() => void confirmRemove()}
        busy={remove.isPending}
        tone="danger"
      />
    </Card>
  );
}
