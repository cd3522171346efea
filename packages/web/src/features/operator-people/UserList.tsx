import { t } from '../../platform/messages';
import { Badge } from '../../ui/Badge';
import { EmailAddress } from '../../ui/EmailAddress';
import type { OperatorUser, UserInput } from './api';
import { EditableRows, type RowActions } from './EditableRows';
import { UserEditor } from './UserEditor';
import { formatDays } from '../../platform/format-numbers';

const m = t.operatorPeople;
const fullName = (user: OperatorUser) => `${user.firstName} ${user.lastName}`;

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

/** The operator's users of one organization: who, role, work, status and balance; on a phone one card per person. */
export function UserList({
  users,
  onSave,
  ...actions
}: RowActions<OperatorUser, UserInput> & { users: OperatorUser[] }) {
  return (
    <EditableRows
      {...actions}
      label={m.usersTitle}
      rows={users}
      testId="operator-user"
      name={fullName}
      tableClassName="min-w-[52rem]"
      columns={[
        { header: m.person, className: 'max-w-64', cell: (user) => <Person user={user} /> },
        { header: m.role, cell: (user) => t.roles[user.role] },
        {
          header: m.work,
          className: 'max-w-56',
          cell: (user) => (
            <>
              {user.position ?? '—'}
              {user.department && <span className="block text-xs text-muted">{user.department}</span>}
            </>
          ),
        },
        { header: m.status, cell: (user) => <Status user={user} /> },
        {
          header: m.balance,
          className: 'tabular-nums whitespace-nowrap',
          cell: (user) => (
            <>
              {balance(user)}
              <span className="block text-xs text-muted">{m.balanceHint}</span>
            </>
          ),
        },
      ]}
      card={(user, buttons) => (
        <>
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
            <span className="shrink-0 whitespace-nowrap">{buttons}</span>
          </div>
        </>
      )}
      editor={(user, frame) => (
        <UserEditor key={user.id} user={user} frame={frame} onSave={(input) => onSave(user, input)} />
      )}
    />
  );
}
