import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Table, Td, Th } from './Table';

describe('Table', () => {
  it('column headers are scoped to their columns and the table scrolls sideways in its own box', () => {
    renderUi(
      <Table>
        <thead>
          <tr>
            <Th>Ad</Th>
            <Th>Durum</Th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <Td>Ayşe</Td>
            <Td>Aktif</Td>
          </tr>
        </tbody>
      </Table>,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col']);
    expect(within(table).getByRole('cell', { name: 'Ayşe' })).toBeInTheDocument();
    expect(table.parentElement?.className).toContain('overflow-x-auto');
  });
});
