import { formatDays } from '@paydos/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { t } from '../../platform/messages';
import { useBelowSm } from '../../platform/use-media-query';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmailAddress } from '../../ui/EmailAddress';
import { Table, Td, Th } from '../../ui/Table';
import { cn } from '../../ui/cn';
import type { OperatorUser, UserInput } from './api';
import { UserEditor } from './UserEditor';

const m = t.operatorPeople;
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

interface Props {
  users: OperatorUser[];
  /** The one user in inline edit, if any: every other row's buttons wait. */
  editing: string | null;
  busy: boolean;
  onEdit: (id: string | null) => void;
  onDelete: (user: OperatorUser) => void;
  onSave: (user: OperatorUser, input: UserInput) => void;
}

/** The operator's users of one organization: a table, or one card per person on a phone (issue 21 item 5). */
export function UserList(props: Props) {
  return useBelowSm() ? <UserCards {...props} /> : <UserTable {...props} />;
}

function Person({ user }: { user: OperatorUser }) {
  return (
    <>
      <span className="font-medium">{fullName(user)}</span>
      <EmailAddress address={user.email} className="block text-xs text-muted" />
      {!user.hasPassword && <span className="block text-xs text-amber-700">{m.noPassword}</span>}
    </>
  );
}

const Status = ({ user }: { user: OperatorUser }) => (
  <Badge tone={user.isActive ? 'green' : 'red'}>{user.isActive ? m.active : m.inactive}</Badge>
);
const balance = (user: OperatorUser) =>
  m.balanceValue(formatDays(user.usedLeaveDays), formatDays(user.annualLeaveDays));

function RowButtons({
  user,
  editing,
  onEdit,
  onDelete,
}: Pick<Props, 'editing' | 'onEdit' | 'onDelete'> & { user: OperatorUser }) {
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        title={m.edit}
        disabled={editing !== null}
        onClick={() => onEdit(user.id)}
        aria-label={`${m.edit}: ${fullName(user)}`}
      >
        <Pencil className="size-4" aria-hidden />
      </Button>{' '}
      <Button
        size="sm"
        variant="ghost"
        className="disabled:opacity-40"
        title={m.delete}
        disabled={editing !== null}
        onClick={() => onDelete(user)}
        aria-label={`${m.delete}: ${fullName(user)}`}
      >
        <Trash2 className="size-4 text-red-600" aria-hidden />
      </Button>
    </>
  );
}

function UserTable({ users, editing, busy, onEdit, onDelete, onSave }: Props) {
  return (
    <Table aria-label={m.usersTitle} className="min-w-[52rem]">
      <thead>
        <tr>
          <Th>{m.person}</Th>
          <Th>{m.role}</Th>
          <Th>{m.work}</Th>
          <Th>{m.status}</Th>
          <Th>{m.balance}</Th>
          <Th className="text-right">{m.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) =>
          editing === user.id ? (
            <UserEditor
              key={user.id}
              layout="row"
              user={user}
              busy={busy}
              onSave={(input) => onSave(user, input)}
              onCancel={() => onEdit(null)}
            />
          ) : (
            <tr key={user.id} data-testid="operator-user" className={user.isActive ? undefined : 'opacity-60'}>
              <Td className="max-w-64">
                <Person user={user} />
              </Td>
              <Td>{t.roles[user.role]}</Td>
              <Td className="max-w-56">
                {user.position ?? '—'}
                {user.department && <span className="block text-xs text-muted">{user.department}</span>}
              </Td>
              <Td>
                <Status user={user} />
              </Td>
              <Td className="tabular-nums whitespace-nowrap">
                {balance(user)}
                <span className="block text-xs text-muted">{m.balanceHint}</span>
              </Td>
              <Td className="text-right whitespace-nowrap">
                <RowButtons user={user} editing={editing} onEdit={onEdit} onDelete={onDelete} />
              </Td>
            </tr>
          ),
        )}
      </tbody>
    </Table>
  );
}

/** A phone: who, role and work, the balance with its hint, the buttons; the card being edited holds the inputs. */
function UserCards({ users, editing, busy, onEdit, onDelete, onSave }: Props) {
  return (
    <ul className="divide-y divide-line" aria-label={m.usersTitle}>
      {users.map((user) =>
        editing === user.id ? (
          <UserEditor
            key={user.id}
            layout="card"
            user={user}
            busy={busy}
            onSave={(input) => onSave(user, input)}
            onCancel={() => onEdit(null)}
          />
        ) : (
          <li
            key={user.id}
            data-testid="operator-user"
            className={cn('space-y-2 px-4 py-4 text-sm', !user.isActive && 'opacity-60')}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Person user={user} />
              </div>
              <Status user={user} />
            </div>
            <p className="text-muted">
              {[t.roles[user.role], user.position, user.department].filter(Boolean).join(' · ')}
            </p>
            <div className="flex items-center justify-between gap-3">
              <span className="tabular-nums">
                {balance(user)} <span className="text-xs text-muted">{m.balanceHint}</span>
              </span>
              <span className="shrink-0 whitespace-nowrap">
                <RowButtons user={user} editing={editing} onEdit={onEdit} onDelete={onDelete} />
              </span>
            </div>
          </li>
        ),
      )}
    </ul>
  );
}
