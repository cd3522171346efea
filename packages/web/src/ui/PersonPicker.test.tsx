import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { PersonPicker, type PickerPerson } from './PersonPicker';

const people: PickerPerson[] = [
  { id: 'p1', firstName: 'Ayşe', lastName: 'Yılmaz', position: 'Muhasebeci', department: 'Finans' },
  { id: 'p2', firstName: 'Mehmet', lastName: 'Demir', position: null, department: 'Satış' },
  { id: 'p3', firstName: 'Zeynep', lastName: 'Kaya' },
];

/** The server's search, as the picker's fetcher sees it: matches by name. */
const search = async (q: string) =>
  people.filter((p) => `${p.firstName} ${p.lastName}`.toLocaleLowerCase('tr').includes(q.toLocaleLowerCase('tr')));

function Picker({
  fetcher = search,
  initial = '',
  selected,
  error,
}: {
  fetcher?: (q: string) => Promise<PickerPerson[]>;
  initial?: string;
  selected?: PickerPerson;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(e) => (e.preventDefault(), document.body.setAttribute('data-submitted', 'yes'))}>
      <PersonPicker
        label="Personel"
        value={value}
        onChange={setValue}
        fetcher={fetcher}
        selected={selected}
        error={error}
      />
      <output data-testid="value">{value}</output>
    </form>
  );
}
const value = () => screen.getByTestId('value').textContent;

describe('PersonPicker', () => {
  it('typing searches on the server and lists name with position · department; a click chooses', async () => {
    const { user } = renderUi(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Personel' });
    expect(box).toHaveAttribute('placeholder', 'Ad, soyad veya e-posta yazın');
    await user.type(box, 'ayş');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    const option = screen.getByRole('option', { name: /Ayşe Yılmaz/ });
    expect(option).toHaveTextContent('Muhasebeci · Finans');
    await user.click(option);
    expect(value()).toBe('p1');
    expect(box).toHaveValue('Ayşe Yılmaz');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('the search waits for a pause in typing: one request for the typed word, none per key', async () => {
    const fetcher = vi.fn(search);
    const { user } = renderUi(<Picker fetcher={fetcher} />);
    await user.type(screen.getByRole('combobox', { name: 'Personel' }), 'Mehmet');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    // The list opens on the first key with the first people ('' is "no search yet"), then the typed word.
    expect(fetcher.mock.calls.map(([q]) => q).filter((q) => q !== '')).toEqual(['Mehmet']);
  });

  it('ArrowDown/ArrowUp move through the matches and Enter chooses without submitting the form', async () => {
    const { user } = renderUi(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Personel' });
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toMatch(/p2$/);
    await user.keyboard('{Enter}');
    expect(value()).toBe('p2');
    expect(document.body).not.toHaveAttribute('data-submitted');
  });

  it('Escape closes the list', async () => {
    const { user } = renderUi(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Personel' });
    await user.type(box, 'a');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('editing the text after a choice clears it, so the form\'s "choose a person" rule still holds', async () => {
    const { user } = renderUi(<Picker initial="p1" selected={people[0]} />);
    const box = screen.getByRole('combobox', { name: 'Personel' });
    expect(box).toHaveValue('Ayşe Yılmaz');
    await user.type(box, 'x');
    expect(value()).toBe('');
  });

  it('nothing matching: "Eşleşen personel yok"', async () => {
    const { user } = renderUi(<Picker />);
    await user.type(screen.getByRole('combobox', { name: 'Personel' }), 'qqq');
    expect(await screen.findByText('Eşleşen personel yok')).toBeInTheDocument();
  });

  it('a failed search says "Personel listesi yüklenemedi"', async () => {
    const { user } = renderUi(<Picker fetcher={() => Promise.reject(new Error('Sunucu hatası oluştu'))} />);
    await user.type(screen.getByRole('combobox', { name: 'Personel' }), 'ayşe');
    expect(await screen.findByRole('alert')).toHaveTextContent('Personel listesi yüklenemedi');
  });

  it('while the first answer is awaited: "Aranıyor…"', async () => {
    const { user } = renderUi(<Picker fetcher={() => new Promise(() => undefined)} />);
    await user.click(screen.getByRole('button', { name: 'Personel listesini aç' }));
    const list = await screen.findByRole('dialog');
    expect(within(list).getByRole('status')).toHaveTextContent('Aranıyor…');
  });

  it('twenty matches (the limit) say the list is cut and to type more', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: `m${i}`, firstName: 'Ali', lastName: `Kişi ${i}` }));
    const { user } = renderUi(<Picker fetcher={async () => many} />);
    await user.click(screen.getByRole('button', { name: 'Personel listesini aç' }));
    expect(
      await screen.findByText('İlk 20 sonuç gösteriliyor; aradığınız yoksa adını daha fazla yazın.'),
    ).toBeInTheDocument();
  });

  it('the error is read with the box', () => {
    renderUi(<Picker error="Personel seçin" />);
    const box = screen.getByRole('combobox', { name: 'Personel' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Personel seçin');
  });

  it('a later answer replaces an earlier one, never the other way round', async () => {
    let release: (people: PickerPerson[]) => void = () => undefined;
    const fetcher = vi.fn((q: string) =>
      q === '' ? new Promise<PickerPerson[]>((resolve) => (release = resolve)) : search(q),
    );
    const { user } = renderUi(<Picker fetcher={fetcher} />);
    await user.click(screen.getByRole('button', { name: 'Personel listesini aç' }));
    await user.type(screen.getByRole('combobox', { name: 'Personel' }), 'Zeynep');
    await screen.findByRole('option', { name: /Zeynep Kaya/ });
    release(people);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  });
});
