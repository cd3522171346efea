import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { DetailList } from './DetailList';

describe('DetailList', () => {
  it('an empty value (null, undefined or "") shows the placeholder; 0 is a value', () => {
    renderUi(
      <DetailList
        empty="Belirtilmemiş"
        items={[
          { label: 'Ad', value: 'Ayşe' },
          { label: 'Telefon', value: null },
          { label: 'Departman', value: '' },
          { label: 'Pozisyon', value: undefined },
          { label: 'Kalan izin', value: 0 },
        ]}
      />,
    );
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual(['Ayşe', 'Belirtilmemiş', 'Belirtilmemiş', 'Belirtilmemiş', '0']);
    expect(screen.getAllByRole('term').map((d) => d.textContent)).toEqual([
      'Ad',
      'Telefon',
      'Departman',
      'Pozisyon',
      'Kalan izin',
    ]);
  });
});
