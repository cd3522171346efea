import { useState } from 'react';
import { useParams } from 'react-router';
import { t } from '../../platform/messages';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { SearchField } from '../../ui/Field';
import { useDeleteUser, useOrganizationUsers, useUpdateUser, type OperatorUser, type UserInput } from './api';
import { PeoplePage } from './PeoplePage';
import { UserCreateForm } from './UserCreateForm';
import { UserList } from './UserList';

const m = t.operatorPeople;

/** Product §2 /organizations/{id}/users: the user database of one organization, searched on the server. */
export function OperatorUsersPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useState('');
  const users = useOrganizationUsers(id, useDebouncedValue(search.trim()));
  const update = useUpdateUser(id);
  const remove = useDeleteUser(id);
  return (
    <PeoplePage<OperatorUser, UserInput>
      organizationId={id}
      title={m.usersTitle}
      subtitle={m.usersSubtitle}
      create={<UserCreateForm organizationId={id} />}
      filter={
        <SearchField
          label={m.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={m.searchPlaceholder}
          className="max-w-md"
        />
      }
      list={users}
      empty={m.usersEmpty}
      update={update}
      remove={remove}
      deleteTitle={m.deleteUserTitle}
      deleteDescription={m.deleteUserConfirm}
    >
      {(rows, actions) => <UserList users={rows} {...actions} />}
    </PeoplePage>
  );
}
