import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pageInEnglishFormats, pageInTurkish } from '../test/page-in-english';
import { renderUi } from '../test/render';
import { DateField } from './DateField';
import { DateRangeField } from './DateRangeField';

/** A DateField with its value on show (data-value), as a form holds it. */
function OneDate({ initial = '', ...rest }: { initial?: string; min?: string; max?: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Doğum tarihi" value={value} onChange={setValue} {...rest} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function Range({
  from = '',
  to = '',
  laterStartMovesEnd,
}: {
  from?: string;
  to?: string;
  laterStartMovesEnd?: boolean;
}) {
  const [start, setStart] = useState(from);
  const [end, setEnd] = useState(to);
  return (
    <>
      <DateRangeField
        start={{ label: 'Başlangıç', value: start, onChange: setStart }}
        end={{ label: 'Bitiş', value: end, onChange: setEnd, error: end === '' ? 'Bitiş tarihi gerekli' : undefined }}
        laterStartMovesEnd={laterStartMovesEnd}
      />
      <output data-testid="range">{`${start}|${end}`}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('DateField', () => {
  it('shows a value as gg.aa.yyyy and reads a typed gg.aa.yyyy back as YYYY-MM-DD', async () => {
    const { user } = renderUi(<OneDate initial="1990-03-07" />);
    const box = screen.getByRole('textbox', { name: 'Doğum tarihi' });
    expect(box).toHaveValue('07.03.1990');
    expect(box).toHaveAttribute('placeholder', 'gg.aa.yyyy');
    await user.clear(box);
    await user.type(box, '15.05.1991');
    expect(value()).toBe('1991-05-15');
  });

  it('on an English page a value shows as dd/mm/yyyy, and a typed date is read and shown back that way', async () => {
    pageInEnglishFormats();
    try {
      const { user } = renderUi(<OneDate initial="1990-03-07" />);
      const box = screen.getByRole('textbox', { name: 'Doğum tarihi' });
      expect(box).toHaveValue('07/03/1990');
      await user.clear(box);
      await user.type(box, '15.5.1991');
      await user.tab();
      expect(value()).toBe('1991-05-15');
      expect(box).toHaveValue('15/05/1991');
    } finally {
      pageInTurkish();
    }
  });

  it('product §D1: a typed date that does not exist (31.02) goes to the form as typed, for its schema to refuse', async () => {
    const { user } = renderUi(<OneDate />);
    await user.type(screen.getByRole('textbox', { name: 'Doğum tarihi' }), '31.02.2026');
    expect(value()).toBe('31.02.2026');
  });

  it('emptying the box empties the value', async () => {
    const { user } = renderUi(<OneDate initial="1990-03-07" />);
    await user.clear(screen.getByRole('textbox', { name: 'Doğum tarihi' }));
    expect(value()).toBe('');
  });

  it('a date typed another way (7/3/1990) is shown as 07.03.1990 when the box is left', async () => {
    const { user } = renderUi(<OneDate />);
    const box = screen.getByRole('textbox', { name: 'Doğum tarihi' });
    await user.type(box, '7/3/1990');
    await user.tab();
    expect(box).toHaveValue('07.03.1990');
    expect(value()).toBe('1990-03-07');
  });

  it('"Takvimi aç" opens the Turkish calendar on the chosen month; a picked day is the value and the calendar closes', async () => {
    const { user } = renderUi(<OneDate initial="2026-05-04" />);
    const trigger = screen.getByRole('button', { name: 'Takvimi aç' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const calendar = await screen.findByRole('dialog', { name: 'Takvim' });
    expect(within(calendar).getByText('Mayıs 2026')).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: /^15 Mayıs 2026 Cuma/ }));
    expect(value()).toBe('2026-05-15');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Doğum tarihi' })).toHaveValue('15.05.2026');
  });

  it('ArrowDown in the box opens the calendar', async () => {
    const { user } = renderUi(<OneDate initial="2026-05-04" />);
    await user.click(screen.getByRole('textbox', { name: 'Doğum tarihi' }));
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('dialog', { name: 'Takvim' })).toBeInTheDocument();
  });

  it('days before min cannot be picked', async () => {
    const { user } = renderUi(<OneDate initial="2026-05-10" min="2026-05-10" />);
    await user.click(screen.getByRole('button', { name: 'Takvimi aç' }));
    const calendar = await screen.findByRole('dialog', { name: 'Takvim' });
    expect(within(calendar).getByRole('button', { name: /^9 Mayıs 2026/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /^11 Mayıs 2026/ })).toBeEnabled();
  });

  it('disabled: neither the box nor the calendar button can be used', () => {
    renderUi(<OneDate disabled />);
    expect(screen.getByRole('textbox', { name: 'Doğum tarihi' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Takvimi aç' })).toBeDisabled();
  });
});

describe('DateRangeField', () => {
  const range = () => screen.getByTestId('range').textContent;

  it('one calendar: the first pick is the start, the second the end (days before the start disabled)', async () => {
    const { user } = renderUi(<Range from="2026-06-01" />);
    await user.click(screen.getAllByRole('button', { name: 'Takvimi aç' })[0]!);
    let calendar = await screen.findByRole('dialog', { name: 'Takvim' });
    expect(within(calendar).getByText('Başlangıç gününü seçin')).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: /^8 Haziran 2026/ }));
    calendar = screen.getByRole('dialog', { name: 'Takvim' });
    expect(within(calendar).getByText('Bitiş gününü seçin')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: /^5 Haziran 2026/ })).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: /^12 Haziran 2026/ }));
    expect(range()).toBe('2026-06-08|2026-06-12');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('product §5: a start typed after the end clears the end', async () => {
    const { user } = renderUi(<Range from="2026-06-01" to="2026-06-05" />);
    const start = screen.getByRole('textbox', { name: 'Başlangıç' });
    await user.clear(start);
    await user.type(start, '10.06.2026');
    expect(range()).toBe('2026-06-10|');
    expect(screen.getByRole('textbox', { name: 'Bitiş' })).toHaveAccessibleDescription('Bitiş tarihi gerekli');
  });

  it('product §5 (historical leaves): with laterStartMovesEnd a later start moves the end up to it', async () => {
    const { user } = renderUi(<Range from="2026-06-01" to="2026-06-05" laterStartMovesEnd />);
    const start = screen.getByRole('textbox', { name: 'Başlangıç' });
    await user.clear(start);
    await user.type(start, '10.06.2026');
    expect(range()).toBe('2026-06-10|2026-06-10');
  });

  it('a start before the end keeps the end', async () => {
    const { user } = renderUi(<Range from="2026-06-03" to="2026-06-05" />);
    const start = screen.getByRole('textbox', { name: 'Başlangıç' });
    await user.clear(start);
    await user.type(start, '01.06.2026');
    expect(range()).toBe('2026-06-01|2026-06-05');
  });
});
