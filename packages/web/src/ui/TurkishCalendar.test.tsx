import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageInEnglishFormats, pageInTurkish } from '../test/page-in-english';
import { renderUi } from '../test/render';
import { TurkishCalendar } from './TurkishCalendar';

describe('TurkishCalendar', () => {
  afterEach(() => pageInTurkish());

  it('weeks start on Monday, with Turkish day and month names', () => {
    const { container } = renderUi(
      <TurkishCalendar selection={{ mode: 'single', date: '2026-10-14' }} onPick={() => undefined} />,
    );
    expect(screen.getByText('Ekim 2026')).toBeInTheDocument();
    const weekdays = [...container.querySelectorAll('.rdp-weekday')].map((th) => th.getAttribute('aria-label'));
    expect(weekdays[0]).toBe('Pazartesi');
    expect(weekdays[6]).toBe('Pazar');
  });

  it('on an English page: English month and weekday names, holidays glossed after their Turkish names', () => {
    pageInEnglishFormats();
    const { container } = renderUi(
      <TurkishCalendar selection={{ mode: 'single', date: '2026-10-14' }} onPick={() => undefined} />,
    );
    expect(screen.getByText('October 2026')).toBeInTheDocument();
    const heads = [...container.querySelectorAll('.rdp-weekday')].map((th) => th.textContent);
    expect(heads).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(screen.getByRole('button', { name: /^29 October 2026 Thursday/ })).toHaveAttribute(
      'title',
      'Cumhuriyet Bayramı (Republic Day) (resmî tatil)',
    );
    expect(screen.getByTestId('date-picker-legend')).toHaveTextContent('29 October: Cumhuriyet Bayramı (Republic Day)');
  });

  it('public holidays are marked, named to screen readers and in the legend; the selected day is said', () => {
    renderUi(<TurkishCalendar selection={{ mode: 'single', date: '2026-10-14' }} onPick={() => undefined} />);
    const republicDay = screen.getByRole('button', { name: /^29 Ekim 2026 Perşembe/ });
    expect(republicDay).toHaveAccessibleName('29 Ekim 2026 Perşembe, Cumhuriyet Bayramı (resmî tatil)');
    expect(republicDay).toHaveAttribute('title', 'Cumhuriyet Bayramı (resmî tatil)');
    expect(screen.getByRole('button', { name: /^14 Ekim 2026/ })).toHaveAccessibleName('14 Ekim 2026 Çarşamba, seçili');
    const legend = screen.getByTestId('date-picker-legend');
    expect(legend).toHaveTextContent('Resmî tatil');
    expect(legend).toHaveTextContent('Bu aydaki tatiller');
    expect(legend).toHaveTextContent("28 Ekim: Cumhuriyet Bayramı Arifesi (13:00'ten itibaren tatil)");
    expect(legend).toHaveTextContent('29 Ekim: Cumhuriyet Bayramı');
  });

  it("days off the organization's working days are marked as not worked", () => {
    renderUi(
      <TurkishCalendar
        selection={{ mode: 'single', date: '2026-11-11' }}
        workingDays={[1, 2, 3, 4, 5]}
        onPick={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: /^14 Kasım 2026 Cumartesi/ })).toHaveAccessibleName(
      '14 Kasım 2026 Cumartesi, Çalışma günü değil',
    );
    expect(screen.getByTestId('date-picker-legend')).toHaveTextContent('Çalışma günü değil');
  });

  it('a click picks the date as YYYY-MM-DD; a day after max cannot be picked', async () => {
    const onPick = vi.fn();
    const { user } = renderUi(
      <TurkishCalendar selection={{ mode: 'single', date: '2026-11-11' }} max="2026-11-20" onPick={onPick} />,
    );
    await user.click(screen.getByRole('button', { name: /^3 Kasım 2026/ }));
    expect(onPick).toHaveBeenCalledWith('2026-11-03');
    expect(screen.getByRole('button', { name: /^21 Kasım 2026/ })).toBeDisabled();
  });

  it('a month without holidays or working days has no legend', () => {
    renderUi(<TurkishCalendar selection={{ mode: 'single', date: '2026-02-11' }} onPick={() => undefined} />);
    expect(screen.queryByTestId('date-picker-legend')).toBeNull();
  });
});
