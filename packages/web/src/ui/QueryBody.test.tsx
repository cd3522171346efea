import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { QueryBody } from './QueryBody';

const body = (query: { isPending: boolean; isError: boolean; error: Error | null; data: string[] | undefined }) =>
  renderUi(
    <QueryBody query={query} failed="Liste yüklenemedi" empty="Henüz kayıt yok" isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryBody>,
  );

describe('QueryBody', () => {
  it('while loading shows the spinner', () => {
    body({ isPending: true, isError: false, error: null, data: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
  });

  it("on error shows the server's message", () => {
    body({ isPending: false, isError: true, error: new Error('Bu işlem için yetkiniz yok'), data: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Bu işlem için yetkiniz yok');
  });

  it('on an error without a message shows the fallback', () => {
    body({ isPending: false, isError: true, error: new Error(''), data: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Liste yüklenemedi');
  });

  it('nothing to show: the empty text', () => {
    body({ isPending: false, isError: false, error: null, data: [] });
    expect(screen.getByText('Henüz kayıt yok')).toBeInTheDocument();
  });

  it('otherwise the rows', () => {
    body({ isPending: false, isError: false, error: null, data: ['Ayşe', 'Mehmet'] });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ayşe', 'Mehmet']);
  });
});
