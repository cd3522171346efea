import type { ComponentProps, ReactNode } from 'react';
import { useDocumentTitle } from '../../platform/document-title';
import { t } from '../../platform/messages';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/Dialog';
import { LoadMore } from '../../ui/LoadMore';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBody } from '../../ui/QueryBody';
import type { RowActions } from './EditableRows';
import { useOrganizationSummary } from './api';
import { useRowActions } from './use-row-actions';

const m = t.operatorPeople;

interface Mutation<Variables> {
  isPending: boolean;
  mutateAsync(variables: Variables): Promise<{ message: string }>;
}

/**
 * Product §2 /organizations/{id}/users and /leaves: one organization's database page. Its title with
 * the organization's name, the create form, a filter over the list, the list page by page with one
 * row in inline edit at a time, and the confirmation before a deletion (product §8).
 */
export function PeoplePage<Row extends { id: string }, Input>({
  organizationId,
  title,
  subtitle,
  create,
  filter,
  list,
  empty,
  update,
  remove,
  deleteTitle,
  deleteDescription,
  children,
}: {
  organizationId: string;
  title: string;
  subtitle: (organizationName: string) => string;
  create: ReactNode;
  filter: ReactNode;
  /** The list's paged query (usePagedList): its state, its rows so far, and the next page. */
  list: {
    query: { isPending: boolean; isError: boolean; error: Error | null };
    rows: Row[];
    more: ComponentProps<typeof LoadMore>;
  };
  empty: string;
  update: Mutation<Input & { id: string }>;
  remove: Mutation<string>;
  deleteTitle: string;
  deleteDescription: string;
  children: (rows: Row[], actions: RowActions<Row, Input>) => ReactNode;
}) {
  useDocumentTitle(title);
  const organization = useOrganizationSummary(organizationId);
  const { editing, setEditing, deleting, setDeleting, save, confirmDelete } = useRowActions<Row, Input>(update, remove);
  const actions: RowActions<Row, Input> = {
    editing,
    busy: update.isPending,
    onEdit: setEditing,
    onDelete: setDeleting,
    onSave: (row, input) => void save({ id: row.id, ...input }),
  };
  return (
    <div className="space-y-6">
      <PageHeader title={title} subtitle={organization.data ? subtitle(organization.data.name) : undefined} />
      {create}
      <Card>
        <div className="border-b border-line p-4">{filter}</div>
        <QueryBody
          query={{ ...list.query, data: list.rows }}
          failed={m.loadFailed}
          empty={empty}
          isEmpty={(rows) => rows.length === 0}
        >
          {(rows) => (
            <>
              {children(rows, actions)}
              <LoadMore {...list.more} />
            </>
          )}
        </QueryBody>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleteTitle}
        description={deleteDescription}
        confirmLabel={m.delete}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
