import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LoadMore } from '../../ui/LoadMore';
import { Card } from '../../ui/Card';
import { SearchField, SelectField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { Table, Td, Th } from '../../ui/Table';
import { useOrganizationList, type OrganizationRow, type OrganizationSort, type SortOrder } from './api';
import { AccessBadge, PlanCell } from './PlanCell';
import { useListParams } from './use-list-params';
import { useDocumentTitle } from '../../platform/document-title';
import { formatInstantDate } from '../../platform/format-dates';
import { formatCount } from '../../platform/format-numbers';

const m = t.organizations;
const sortLabels: Record<OrganizationSort, string> = {
  name: m.name,
  subdomain: m.subdomain,
  users: m.users,
  invitations: m.invitations,
  createdAt: m.createdAt,
  planEndsAt: m.planEndsAt,
};

/** Operator /organizations: searched, sorted and paged on the server; a table on wide screens, cards on phones. */
export function OrganizationsPage() {
  useDocumentTitle(m.title);
  const { list, typed, setTyped, setSort, sorts } = useListParams();
  const { query, rows, more } = useOrganizationList(list);

  return (
    <div className="space-y-6">
      <PageHeader title={m.title} subtitle={m.subtitle} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <SearchField
          label={m.search}
          placeholder={m.searchPlaceholder}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="flex items-end gap-2 md:hidden">
          <SelectField
            label={m.sortLabel}
            className="flex-1"
            value={list.sort}
            onChange={(event) => setSort(event.target.value as OrganizationSort)}
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            onClick={() => setSort(list.sort, list.order === 'asc' ? 'desc' : 'asc')}
            aria-label={list.order === 'asc' ? m.sortAsc : m.sortDesc}
          >
            {list.order === 'asc' ? (
              <ArrowUp className="size-4" aria-hidden />
            ) : (
              <ArrowDown className="size-4" aria-hidden />
            )}
          </Button>
        </div>
      </div>

      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <Alert tone="error" title={m.loadFailed}>
          {query.error.message}
        </Alert>
      ) : rows.length === 0 ? (
        <Card className="p-6 text-sm text-muted">{list.q ? m.emptySearch(list.q) : m.empty}</Card>
      ) : (
        <>
          <Card className="hidden overflow-hidden md:block">
            <Table aria-label={m.title}>
              <thead>
                <tr>
                  {sorts.map((sort) => (
                    <SortHeader key={sort} sort={sort} current={list.sort} order={list.order} onSort={setSort} />
                  ))}
                  <Th>{m.status}</Th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="hover:bg-slate-50">
                    <Td className="font-medium">
                      <Link to={`/organizations/${row.id}`} className="text-brand-700 hover:underline wrap-anywhere">
                        {row.name}
                      </Link>
                    </Td>
                    <Td className="text-muted">{row.subdomain}</Td>
                    <Td>{formatCount(row._count.users)}</Td>
                    <Td>{formatCount(row._count.invitations)}</Td>
                    <Td>{formatInstantDate(row.createdAt)}</Td>
                    <Td>
                      <PlanCell subscription={row.subscription} />
                    </Td>
                    <Td>
                      <AccessBadge status={row.accessStatus} />
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>
          <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label={m.title}>
            {rows.map((row) => (
              <OrganizationCard key={row.id} row={row} />
            ))}
          </ul>
          <LoadMore {...more} />
        </>
      )}
    </div>
  );
}

function SortHeader({
  sort,
  current,
  order,
  onSort,
}: {
  sort: OrganizationSort;
  current: OrganizationSort;
  order: SortOrder;
  onSort: (sort: OrganizationSort) => void;
}) {
  const active = sort === current;
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        onClick={() => onSort(sort)}
        className="inline-flex items-center gap-1 uppercase hover:text-ink"
        title={m.sortBy(sortLabels[sort])}
      >
        {sortLabels[sort]}
        <Icon className={active ? 'size-3.5 text-ink' : 'size-3.5 opacity-50'} aria-hidden />
      </button>
    </Th>
  );
}

function OrganizationCard({ row }: { row: OrganizationRow }) {
  return (
    <li>
      <Link
        to={`/organizations/${row.id}`}
        className="block rounded-xl border border-line bg-white p-4 shadow-sm hover:border-brand-200"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium text-ink wrap-anywhere">{row.name}</p>
            <p className="text-sm text-muted wrap-anywhere">{row.subdomain}</p>
          </div>
          <AccessBadge status={row.accessStatus} />
        </div>
        <p className="mt-2 text-sm text-muted">
          {m.usersCount(formatCount(row._count.users))} · {m.invitationsCount(formatCount(row._count.invitations))} ·{' '}
          {formatInstantDate(row.createdAt)}
        </p>
        <div className="mt-2">
          <PlanCell subscription={row.subscription} />
        </div>
      </Link>
    </li>
  );
}
