import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { CheckboxGroupField } from './CheckboxGroupField';

const options = [
  { value: 'leave:read', label: 'İzinleri okuma', hint: 'Talepleri listeler' },
  { value: 'people:read', label: 'Personeli okuma' },
];

function Picker({ initial = [], error }: { initial?: string[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CheckboxGroupField legend="Yetkiler" options={options} value={value} onChange={setValue} error={error} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('CheckboxGroupField', () => {
  it('the group is named by its legend; ticking adds a value, unticking takes it away', async () => {
    const { user } = renderUi(<Picker initial={['people:read']} />);
    const group = screen.getByRole('group', { name: 'Yetkiler' });
    expect(group).toBeInTheDocument();
    const people = screen.getByRole('checkbox', { name: 'Personeli okuma' });
    expect(people).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /İzinleri okuma/ }));
    expect(screen.getByRole('status')).toHaveTextContent('people:read,leave:read');
    await user.click(people);
    expect(screen.getByRole('status')).toHaveTextContent(/^leave:read$/);
  });

  it('each option is described by its hint', () => {
    renderUi(<Picker />);
    expect(screen.getByRole('checkbox', { name: /İzinleri okuma/ })).toHaveAccessibleDescription('Talepleri listeler');
  });

  it('an error is announced under the group and describes it', () => {
    renderUi(<Picker error="En az bir yetki seçin" />);
    expect(screen.getByRole('alert')).toHaveTextContent('En az bir yetki seçin');
    expect(screen.getByRole('group', { name: 'Yetkiler' })).toHaveAccessibleDescription('En az bir yetki seçin');
  });
});
