import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { LeavePolicyCard } from './LeavePolicyCard';
import { testOrganization } from './test-organization';

const admin = testUser();
const band = (name: string) => screen.getByRole('spinbutton', { name });

describe('organization settings: leave policy (LeavePolicyCard)', () => {
  it('shows the policy: days per tenure band and the working days, Monday first', () => {
    stubApi({});
    renderPage(<LeavePolicyCard organization={testOrganization()} />, { user: admin });
    const summary = screen.getByTestId('policy-summary');
    expect(summary).toHaveTextContent('5-15 yıl20 gün');
    expect(summary).toHaveTextContent('Pazartesi, Salı, Çarşamba, Perşembe, Cuma');
  });

  it('editing warns that every balance is recalculated', async () => {
    stubApi({});
    const { user } = renderPage(<LeavePolicyCard organization={testOrganization()} />, { user: admin });
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    expect(screen.getByRole('note')).toHaveTextContent(
      'İzin politikasını değiştirmek, tüm aktif personelin yıllık izin hakkını',
    );
  });

  it('a band empty, negative, over 50 or fractional: "Değer 0 ile 50 arasında bir tam sayı olmalıdır"; no working day: "En az bir çalışma günü seçilmelidir"', async () => {
    const { sent } = stubApi({});
    const { user } = renderPage(<LeavePolicyCard organization={testOrganization()} />, { user: admin });
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    await user.clear(band('0-1 yıl'));
    await user.clear(band('1-5 yıl'));
    await user.type(band('1-5 yıl'), '-1');
    await user.clear(band('5-15 yıl'));
    await user.type(band('5-15 yıl'), '51');
    await user.clear(band('15+ yıl'));
    await user.type(band('15+ yıl'), '26.5');
    for (const day of ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Politikayı Kaydet' }));
    for (const name of ['0-1 yıl', '1-5 yıl', '5-15 yıl', '15+ yıl'])
      expect(band(name)).toHaveAccessibleDescription('Değer 0 ile 50 arasında bir tam sayı olmalıdır');
    expect(screen.getByText('En az bir çalışma günü seçilmelidir')).toBeInTheDocument();
    expect(writes(sent)).toHaveLength(0);
  });

  it('saved: the policy goes as JSON with the working days sorted, and the toast counts the recalculated people', async () => {
    const { sent } = stubApi({
      'PUT /admin/organizations/my': { body: { organization: testOrganization(), recalculatedEmployees: 3 } },
    });
    const { user } = renderPage(<LeavePolicyCard organization={testOrganization()} />, { user: admin });
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cumartesi' }));
    await user.click(screen.getByRole('button', { name: 'Politikayı Kaydet' }));
    expect(
      await screen.findByText('İzin politikası kaydedildi. 3 personelin izin hakkı yeniden hesaplandı.'),
    ).toBeInTheDocument();
    const body = writes(sent)[0]?.body as { leavePolicyJson: string };
    expect(JSON.parse(body.leavePolicyJson)).toEqual({
      ranges: { '0-1': 14, '1-5': 14, '5-15': 20, '15+': 26 },
      workingDays: [1, 2, 3, 4, 5, 6],
      description: 'Yasal süreler',
    });
    expect(screen.getByTestId('policy-summary')).toBeInTheDocument();
  });

  it("a refusal shows the server's message and keeps the form", async () => {
    stubApi({ 'PUT /admin/organizations/my': apiError(400, 'Geçersiz izin politikası') });
    const { user } = renderPage(<LeavePolicyCard organization={testOrganization()} />, { user: admin });
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    await user.click(screen.getByRole('button', { name: 'Politikayı Kaydet' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Güncelleme sırasında hata oluştu');
    expect(alert).toHaveTextContent('Geçersiz izin politikası');
    expect(screen.getByRole('button', { name: 'Politikayı Kaydet' })).toBeEnabled();
  });
});
