import { Search } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { t } from '../../platform/messages';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { LoadMore } from '../../ui/LoadMore';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { inputClass } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBody } from '../../ui/QueryBody';
import { cn } from '../../ui/cn';
import { useDeleteUser, useOrganizationUsers, useUpdateUser, type OperatorUser, type UserInput } from './api';
import { useOrganizationSummary } from './OrganizationPeopleLayout';
import { useRowActions } from './use-row-actions';
import { UserCreateForm } from './UserCreateForm';
import { UserList } from './UserList';
import { useDocumentTitle } from '../../platform/document-title';

const m = t.operatorPeople;

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
  const { editing, setEditing, deleting, setDeleting, save, confirmDelete } = useRowActions<OperatorUser, UserInput>(
    update,
    remove,
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={m.usersTitle}
        subtitle={organization.data ? m.usersSubtitle(organization.data.name) : undefined}
      />
      <UserCreateForm organizationId={id} />
      <Card>
        <div className="border-b border-line p-4">
          <label className="relative block max-w-md">
            <span className="sr-only">{m.search}</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={m.searchPlaceholder}
              className={cn(inputClass, 'pl-9')}
            />
          </label>
        </div>
        <QueryBody
          query={{ ...users.query, data: users.rows }}
          failed={m.loadFailed}
          empty={m.usersEmpty}
          isEmpty={(rows) => rows.length === 0}
        >
          {(rows) => (
            <>
              <UserList
                users={rows}
                editing={editing}
                busy={update.isPending}
                onEdit={setEditing}
                onDelete={setDeleting}
                onSave={(user, input) => void save({ id: user.id, ...input })}
              />
              <LoadMore {...users.more} />
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
