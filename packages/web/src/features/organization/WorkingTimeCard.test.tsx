import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { WorkingTimeCard } from './WorkingTimeCard';

const route = '/admin/organizations/my/working-time';

describe('issue 24 item 6 (docs/decisions/015): the working day and hourly leave on the organization page', () => {
  it('shows 7 sa 30 dk and hourly leave off; saving 8 sa with hourly leave on sends both, the toast confirms', async () => {
    const { sent } = stubApi({
      [`GET ${route}`]: { body: { dailyMinutes: 450, hourlyLeave: false } },
      [`PUT ${route}`]: { body: { dailyMinutes: 480, hourlyLeave: true } },
      'GET /auth/me': { body: { user: testUser() } },
    });
    const { user } = renderPage(<WorkingTimeCard />, { user: testUser() });
    const daily = await screen.findByRole('combobox', { name: 'Günlük çalışma süresi' });
    expect(daily).toHaveDisplayValue('7 sa 30 dk');
    const hourly = screen.getByRole('checkbox', { name: /saatlik de istenebilsin/ });
    expect(hourly).not.toBeChecked();
    await user.selectOptions(daily, '8 sa');
    await user.click(hourly);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Çalışma süresi ayarı kaydedildi')).toBeInTheDocument();
    expect(writes(sent)).toEqual([{ method: 'PUT', path: route, body: { dailyMinutes: 480, hourlyLeave: true } }]);
  });

  it("a refusal shows the server's Turkish message under the field", async () => {
    stubApi({
      [`GET ${route}`]: { body: { dailyMinutes: 450, hourlyLeave: false } },
      [`PUT ${route}`]: apiError(400, 'Günlük çalışma süresi yarım saatin katı olmalıdır (ör. 7 sa 30 dk).'),
    });
    const { user } = renderPage(<WorkingTimeCard />, { user: testUser() });
    await screen.findByRole('combobox', { name: 'Günlük çalışma süresi' });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Günlük çalışma süresi yarım saatin katı olmalıdır (ör. 7 sa 30 dk).'),
    ).toBeInTheDocument();
  });
});
