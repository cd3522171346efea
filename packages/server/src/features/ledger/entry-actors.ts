/**
 * Who did what on a ledger line (issue 21: "Ekleyen: Ayşe Yılmaz" on a leave Zeynep asked for
 * herself named the approver as if she had added it). A leave's first line is its decision: who
 * asked for it (the person: REQUESTED; an ADMIN/MANAGER on their behalf: RECORDED) and who approved
 * it (the line's author); a past leave recorded through the consent flow was RECORDED by its author
 * and CONSENTED to by the person. A leave's later lines are changes (an edit: CHANGED; the return
 * of a cancelled leave: CANCELLED). Lines of no leave (grants, opening balance, corrections) were
 * ADDED by their author. A line written by the system or the operator names nobody.
 */
export type ActorRole = 'REQUESTED' | 'RECORDED' | 'APPROVED' | 'CONSENTED' | 'CHANGED' | 'CANCELLED' | 'ADDED';
export interface Actor {
  role: ActorRole;
  name: string;
}

interface Line {
  id: string;
  kind: string;
  leaveRequestId: string | null;
  createdAt: Date;
  author: string | null;
  requestStatus: string | null;
  requester: { id: string; name: string | null } | null;
}

const written = (a: Line, b: Line) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function entryActors(owner: { id: string; name: string }, lines: readonly Line[]): Map<string, Actor[]> {
  const byRequest = new Map<string, Line[]>();
  for (const line of lines) {
    if (!line.leaveRequestId) continue;
    byRequest.set(line.leaveRequestId, [...(byRequest.get(line.leaveRequestId) ?? []), line]);
  }
  for (const group of byRequest.values()) group.sort(written);

  const result = new Map<string, Actor[]>();
  for (const line of lines) {
    const actors: Actor[] = [];
    const add = (role: ActorRole, name: string | null | undefined) => {
      if (name) actors.push({ role, name });
    };
    const group = line.leaveRequestId ? byRequest.get(line.leaveRequestId)! : null;
    if (!group) {
      add('ADDED', line.author);
    } else if (group[0] === line) {
      if (line.kind === 'HISTORICAL_USAGE') {
        add('RECORDED', line.requester?.name ?? line.author);
        add('CONSENTED', owner.name);
      } else {
        if (line.requester?.id === owner.id) add('REQUESTED', owner.name);
        else add('RECORDED', line.requester?.name);
        add('APPROVED', line.author);
      }
    } else {
      const cancelled =
        line.kind === 'RETURN' && line.requestStatus === 'CANCELLED' && group[group.length - 1] === line;
      add(cancelled ? 'CANCELLED' : 'CHANGED', line.author);
    }
    result.set(line.id, actors);
  }
  return result;
}
