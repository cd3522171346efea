import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { LeaveCreateForm } from './LeaveCreateForm';

const operatorSite = { site: { kind: 'operator' as const }, baseDomain: 'paydos.test' };
const users = {
  'GET /superadmin/organizations/o-1/users': {
    body: {
      users: [{ id: 'u-2', firstName: 'Mehmet', lastName: 'Demir', email: 'mehmet@ornek.com.tr' }],
      nextCursor: null,
    },
  },
};
const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'İzin Oluştur' });
const renderForm = (routes: Record<string, StubAnswer | 'hang'> = {}) => ({
  ...stubApi({ ...users, ...routes }),
  ...renderPage(<LeaveCreateForm organizationId="o-1" workingDays={[1, 2, 3, 4, 5]} />, { site: operatorSite }),
});

async function fill(user: ReturnType<typeof renderPage>['user'], start = '08.06.2026', end = '10.06.2026') {
  await user.type(screen.getByRole('combobox', { name: 'Personel' }), 'Meh');
  await user.click(await screen.findByRole('option', { name: /Mehmet Demir/ }));
  await user.type(field('Başlangıç'), start);
  await user.type(field('Bitiş'), end);
}

describe("operator's new leave (LeaveCreateForm)", () => {
  it('product §5: person, start and end required: "Personel, Başlangıç ve Bitiş tarihleri zorunludur"', async () => {
    const { user, sent } = renderForm();
    await user.click(submit());
    expect(screen.getByRole('combobox', { name: 'Personel' })).toHaveAccessibleDescription(
      'Personel, Başlangıç ve Bitiş tarihleri zorunludur',
    );
    expect(field('Başlangıç')).toHaveAccessibleDescription('Personel, Başlangıç ve Bitiş tarihleri zorunludur');
    expect(field('Bitiş')).toHaveAccessibleDescription('Personel, Başlangıç ve Bitiş tarihleri zorunludur');
    expect(writes(sent)).toHaveLength(0);
  });

  it('an end before the start is refused (past dates are allowed)', async () => {
    const { user } = renderForm();
    await fill(user, '10.03.2026', '10.03.2026');
    await user.clear(field('Bitiş'));
    await user.type(field('Bitiş'), '09.03.2026');
    await user.click(submit());
    expect(field('Bitiş')).toHaveAccessibleDescription('Bitiş tarihi başlangıç tarihinden önce olamaz');
  });

  it('a days override outside 0,5..366 or not a half day is refused; a changed count needs a reason', async () => {
    const { user } = renderForm();
    await fill(user);
    expect(field('Gün sayısı (isteğe bağlı)')).toHaveAccessibleDescription(
      'Boş bırakılırsa çalışma günü kuralına göre 3 gün sayılır.',
    );
    await user.type(field('Gün sayısı (isteğe bağlı)'), '0,3');
    await user.click(submit());
    expect(field('Gün sayısı (isteğe bağlı)')).toHaveAccessibleDescription(
      'Gün sayısı 0,5 ile 366 arasında, yarım gün katı olmalıdır.',
    );
    await user.clear(field('Gün sayısı (isteğe bağlı)'));
    await user.type(field('Gün sayısı (isteğe bağlı)'), '2,5');
    await user.click(submit());
    expect(field('Gün sayısı değişikliği sebebi')).toHaveAccessibleDescription(
      'Gün sayısını değiştirmek için bir sebep yazın.',
    );
  });

  it("created PENDING annual leave by default; a refusal's message is the toast", async () => {
    const { user, sent } = renderForm({
      'POST /superadmin/leave-requests': apiError(409, 'Bu tarihlerde personelin başka bir izni var'),
    });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText('Bu tarihlerde personelin başka bir izni var')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({
      organizationId: 'o-1',
      userId: 'u-2',
      leaveType: 'annual_paid',
      status: 'PENDING',
      startDate: '2026-06-08',
      endDate: '2026-06-10',
      reason: null,
      days: null,
      daysOverrideReason: null,
    });
  });
});
