import { Pencil, Trash2 } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { t } from '../../platform/messages';
import { useBelowSm } from '../../platform/use-media-query';
import { Button } from '../../ui/Button';
import { Table, Td, Th } from '../../ui/Table';
import { cn } from '../../ui/cn';

const m = t.operatorPeople;

export type RowLayout = 'row' | 'card';
/** What the list hands the row it puts in edit mode: table row or card, saving or not, and how to cancel. */
export interface EditorFrame {
  layout: RowLayout;
  busy: boolean;
  onCancel: () => void;
}

export interface RowActions<Row, Input> {
  /** The one row in inline edit, if any: every other row's buttons wait. */
  editing: string | null;
  busy: boolean;
  onEdit: (id: string | null) => void;
  onDelete: (row: Row) => void;
  onSave: (row: Row, input: Input) => void;
}

interface Props<Row extends { id: string }> {
  /** The table's (and the cards' list's) accessible name. */
  label: string;
  rows: Row[];
  /** The row's test id; its editor's is the same with `-editing`. */
  testId: string;
  /** Who the row is about, in the buttons' names ("Düzenle: Ayşe Yılmaz"). */
  name: (row: Row) => string;
  tableClassName: string;
  columns: { header: string; className?: string; cell: (row: Row) => ReactNode }[];
  rowClassName?: (row: Row) => string | undefined;
  /** A phone's card of the row; `buttons` go where the card wants them. */
  card: (row: Row, buttons: ReactNode) => ReactNode;
  /** The row in edit mode: a table row, or the inputs stacked in its card (EditingRow). */
  editor: (row: Row, frame: EditorFrame) => ReactNode;
  editing: string | null;
  busy: boolean;
  onEdit: (id: string | null) => void;
  onDelete: (row: Row) => void;
}

/**
 * The operator's tables of one organization (users, leaves): a table, or one card per row on a phone
 * (issue 21 item 5); one row at a time in inline edit (product §2), each row with its edit and delete buttons.
 */
export function EditableRows<Row extends { id: string }>(props: Props<Row>) {
  const { label, rows, testId, columns, editing, editor, busy, onEdit } = props;
  const phone = useBelowSm();
  const edit = (row: Row, layout: RowLayout) => editor(row, { layout, busy, onCancel: () => onEdit(null) });
  const buttons = (row: Row) => <RowButtons {...props} row={row} />;
  if (phone)
    return (
      <ul className="divide-y divide-line" aria-label={label}>
        {rows.map((row) =>
          editing === row.id ? (
            edit(row, 'card')
          ) : (
            <li
              key={row.id}
              data-testid={testId}
              className={cn('space-y-2 px-4 py-4 text-sm', props.rowClassName?.(row))}
            >
              {props.card(row, buttons(row))}
            </li>
          ),
        )}
      </ul>
    );
  return (
    <Table aria-label={label} className={props.tableClassName}>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th key={column.header} className={column.className}>
              {column.header}
            </Th>
          ))}
          <Th className="text-right">{m.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) =>
          editing === row.id ? (
            edit(row, 'row')
          ) : (
            <tr key={row.id} data-testid={testId} className={props.rowClassName?.(row)}>
              {columns.map((column) => (
                <Td key={column.header} className={column.className}>
                  {column.cell(row)}
                </Td>
              ))}
              <Td className="text-right whitespace-nowrap">{buttons(row)}</Td>
            </tr>
          ),
        )}
      </tbody>
    </Table>
  );
}

function RowButtons<Row extends { id: string }>({ row, name, editing, onEdit, onDelete }: Props<Row> & { row: Row }) {
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        title={m.edit}
        disabled={editing !== null}
        onClick={() => onEdit(row.id)}
        aria-label={`${m.edit}: ${name(row)}`}
      >
        <Pencil className="size-4" aria-hidden />
      </Button>{' '}
      <Button
        size="sm"
        variant="ghost"
        className="disabled:opacity-40"
        title={m.delete}
        disabled={editing !== null}
        onClick={() => onDelete(row)}
        aria-label={`${m.delete}: ${name(row)}`}
      >
        <Trash2 className="size-4 text-red-600" aria-hidden />
      </Button>
    </>
  );
}

/**
 * A row in edit mode: its cells become inputs with save and cancel at the end; on a phone (`card`)
 * the same inputs stacked in the row's card. Escape cancels.
 */
export function EditingRow({
  layout,
  testId,
  busy,
  cells,
  card,
  onSave,
  onCancel,
}: EditorFrame & {
  testId: string;
  /** The table row's cells, in the columns' order (the buttons' cell comes last by itself). */
  cells: { content: ReactNode; className?: string }[];
  /** The card's content above its buttons. */
  card: ReactNode;
  onSave: () => void;
}) {
  const buttons = (
    <>
      <Button size="sm" loading={busy} onClick={onSave}>
        {m.save}
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel}>
        {m.cancel}
      </Button>
    </>
  );
  const cancelOnEscape = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
  if (layout === 'card')
    return (
      <li data-testid={testId} className="space-y-2 bg-brand-50/40 px-4 py-4 text-sm" onKeyDown={cancelOnEscape}>
        {card}
        <div className="flex justify-end gap-2">{buttons}</div>
      </li>
    );
  return (
    <tr data-testid={testId} className="bg-brand-50/40 align-top" onKeyDown={cancelOnEscape}>
      {cells.map((cell, index) => (
        <Td key={index} className={cell.className}>
          {cell.content}
        </Td>
      ))}
      <Td>
        <div className="grid justify-end gap-1">{buttons}</div>
      </Td>
    </tr>
  );
}
