import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '../../platform/api';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { useDeleteTeam, useTeams, type Team } from './api';
import { TeamDialog } from './TeamDialog';

const m = t.teams;

/**
 * "Ekipler" on /organization (issue 23 item 1): the organization's teams with their active members
 * counted and their managers; an ADMIN creates, renames and deletes them and names their managers.
 * A list whose rows wrap (names and buttons) rather than a table, so it fits a phone's width.
 */
export function TeamsCard() {
  const teams = useTeams();
  const remove = useDeleteTeam();
  const toast = useToast();
  const [editing, setEditing] = useState<{ team: Team | null } | null>(null);
  const [removing, setRemoving] = useState<Team | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      toast((await remove.mutateAsync(removing.id)).message);
    } catch (error) {
      toast(failureMessage(error, m.removeFailed), 'error');
    }
    setRemoving(null);
  };

  return (
    <Card>
      <CardHeader
        title={m.title}
        description={m.description}
        action={
          <Button size="sm" onClick={() => setEditing({ team: null })}>
            <Plus className="size-4" aria-hidden />
            {m.add}
          </Button>
        }
      />
      {teams.isPending ? (
        <div className="p-5">
          <Spinner />
        </div>
      ) : teams.isError ? (
        <div className="p-5">
          <Alert tone="error">{failureMessage(teams.error, m.loadFailed)}</Alert>
        </div>
      ) : teams.data.length === 0 ? (
        <p className="p-5 text-sm text-muted">{m.empty}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={m.listLabel}>
          {teams.data.map((team) => (
            <li key={team.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere">
                  {team.name} <span className="font-normal text-muted">· {m.members(team.memberCount)}</span>
                </p>
                <p className="text-muted wrap-anywhere">
                  {team.managers.length ? m.managersOf(team.managers.map((p) => p.name).join(', ')) : m.noManager}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={m.editLabel(team.name)}
                  onClick={() => setEditing({ team })}
                >
                  <Pencil className="size-4" aria-hidden />
                  {m.edit}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={m.removeLabel(team.name)}
                  onClick={() => setRemoving(team)}
                >
                  <Trash2 className="size-4" aria-hidden />
                  {m.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <TeamDialog
        team={editing?.team ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={m.removeTitle}
        description={removing ? m.removeBody(removing.name, removing.memberCount) : ''}
        confirmLabel={m.remove}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </Card>
  );
}
