import { formatDays } from '@paydos/domain';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { t } from '../../platform/messages';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { inputClass } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBody } from '../../ui/QueryBody';
import { Table, Td, Th } from '../../ui/Table';
import { cn } from '../../ui/cn';
import { ROLES, useDeleteUser, useOrganizationUsers, useUpdateUser, type OperatorUser, type UserInput } from './api';
import { useOrganizationSummary } from './OrganizationPeopleLayout';
import { useRowActions } from './use-row-actions';
import { UserCreateForm } from './UserCreateForm';
import { useDocumentTitle } from '../../platform/document-title';

const m = t.operatorPeople;
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** Product §2 /organizations/{id}/users: the user database of one organization, one row in inline edit at a time. */
export function OperatorUsersPage() {
  useDocumentTitle(m.usersTitle);
  const { id = '' } = useParams();
  const organization = useOrganizationSummary(id);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const users = useOrganizationUsers(id, q);
  const update = useUpdateUser(id);
  const remove = useDeleteUser(id);
  const { editing, setEditing, deleting, setDeleting, save, confirmDelete } = useRowActions<OperatorUser, UserInput>(update, remove);

  return (
    <div className="space-y-6">
      <PageHeader title={m.usersTitle} subtitle={organization.data ? m.usersSubtitle(organization.data.name) : undefined} />
      <UserCreateForm organizationId={id} />
      <Card>
        <div className="border-b border-line p-4">
          <label className="relative block max-w-md">
            <span className="sr-only">{m.search}</span>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={m.searchPlaceholder} className={cn(inputClass, 'pl-9')} />
          </label>
        </div>
        <QueryBody query={users} failed={m.loadFailed} empty={m.usersEmpty} isEmpty={(data) => data.pages[0]!.users.length === 0}>
          {(data) => (
            <>
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
                  {data.pages
                    .flatMap((page) => page.users)
                    .map((user) =>
                      editing === user.id ? (
                        <UserEditRow key={user.id} user={user} busy={update.isPending} onSave={(input) => void save({ id: user.id, ...input })} onCancel={() => setEditing(null)} />
                      ) : (
                        <tr key={user.id} data-testid="operator-user" className={user.isActive ? undefined : 'opacity-60'}>
                          <Td className="max-w-64">
                            <span className="font-medium">{fullName(user)}</span>
                            <span className="block text-xs text-muted wrap-anywhere">{user.email}</span>
                            {!user.hasPassword && <span className="block text-xs text-amber-700">{m.noPassword}</span>}
                          </Td>
                          <Td>{t.roles[user.role]}</Td>
                          <Td className="max-w-56">
                            {user.position ?? '—'}
                            {user.department && <span className="block text-xs text-muted">{user.department}</span>}
                          </Td>
                          <Td>
                            <Badge tone={user.isActive ? 'green' : 'red'}>{user.isActive ? m.active : m.inactive}</Badge>
                          </Td>
                          <Td className="tabular-nums whitespace-nowrap">
                            {m.balanceValue(formatDays(user.usedLeaveDays), formatDays(user.annualLeaveDays))}
                            <span className="block text-xs text-muted">{m.balanceHint}</span>
                          </Td>
                          <Td className="text-right whitespace-nowrap">
                            <Button size="sm" variant="secondary" title={m.edit} disabled={editing !== null} onClick={() => setEditing(user.id)} aria-label={`${m.edit}: ${fullName(user)}`}>
                              <Pencil className="size-4" aria-hidden />
                            </Button>{' '}
                            <Button size="sm" variant="ghost" className="disabled:opacity-40" title={m.delete} disabled={editing !== null} onClick={() => setDeleting(user)} aria-label={`${m.delete}: ${fullName(user)}`}>
                              <Trash2 className="size-4 text-red-600" aria-hidden />
                            </Button>
                          </Td>
                        </tr>
                      ),
                    )}
                </tbody>
              </Table>
              {users.hasNextPage && (
                <div className="p-4 text-center">
                  <Button variant="secondary" loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
                    {m.loadMore}
                  </Button>
                </div>
              )}
            </>
          )}
        </QueryBody>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.deleteUserTitle}
        description={m.deleteUserConfirm}
        confirmLabel={m.delete}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/** The row in edit mode (product §2): its cells become inputs, with save and cancel. */
function UserEditRow({ user, busy, onSave, onCancel }: { user: OperatorUser; busy: boolean; onSave: (input: UserInput) => void; onCancel: () => void }) {
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    position: user.position ?? '',
    department: user.department ?? '',
    isActive: user.isActive,
  });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const input = (name: 'firstName' | 'lastName' | 'email' | 'position' | 'department', label: string) => (
    <input aria-label={label} name={name} value={values[name]} onChange={(e) => set({ [name]: e.target.value })} className={cn(inputClass, 'h-9 min-w-28')} />
  );
  const submit = () =>
    onSave({ ...values, position: values.position.trim() || null, department: values.department.trim() || null });
  return (
    <tr data-testid="operator-user-editing" className="bg-brand-50/40" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <Td className="min-w-64">
        <div className="grid grid-cols-2 gap-2">
          {input('firstName', m.firstName)}
          {input('lastName', m.lastName)}
          <div className="col-span-2">{input('email', m.email)}</div>
        </div>
      </Td>
      <Td>
        <select aria-label={m.role} value={values.role} onChange={(e) => set({ role: e.target.value as OperatorUser['role'] })} className={cn(inputClass, 'h-9 min-w-28')}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t.roles[role]}
            </option>
          ))}
        </select>
      </Td>
      <Td>
        <div className="grid gap-2">
          {input('position', m.position)}
          {input('department', m.department)}
        </div>
      </Td>
      <Td>
        <select aria-label={m.status} value={values.isActive ? 'true' : 'false'} onChange={(e) => set({ isActive: e.target.value === 'true' })} className={cn(inputClass, 'h-9 min-w-28')}>
          <option value="true">{m.active}</option>
          <option value="false">{m.inactive}</option>
        </select>
      </Td>
      <Td className="tabular-nums whitespace-nowrap text-muted">{m.balanceValue(formatDays(user.usedLeaveDays), formatDays(user.annualLeaveDays))}</Td>
      <Td>
        <div className="grid justify-end gap-1">
          <Button size="sm" loading={busy} onClick={submit}>
            {m.save}
          </Button>
          <Button size="sm" variant="secondary" onClick={onCancel}>
            {m.cancel}
          </Button>
        </div>
      </Td>
    </tr>
  );
}
