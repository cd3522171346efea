import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes, type StubAnswer } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import type { Coupon } from './api';
import { CouponsPage } from './CouponsPage';

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 'c-1',
  code: 'YAZ2026',
  discountPercent: 20,
  billingType: 'monthly',
  durationMonths: 3,
  startDate: '2026-06-01',
  endDate: '2026-08-31',
  usageCount: 0,
  description: null,
  isActive: true,
  state: 'ACTIVE',
  createdAt: '2026-05-01T09:00:00.000Z',
  ...overrides,
});
const operatorSite = { site: { kind: 'operator' as const }, baseDomain: 'paydos.test' };

function renderCoupons(routes: Record<string, StubAnswer | 'hang'> = {}, list: Coupon[] = []) {
  const api = stubApi({ 'GET /superadmin/coupons': { body: { coupons: list } }, ...routes });
  return { ...api, ...renderPage(<CouponsPage />, { site: operatorSite }) };
}
const createCard = () => screen.getByRole('heading', { name: 'Yeni kupon' }).closest('.rounded-xl') as HTMLElement;
const inCreate = () => within(createCard());

async function fill(user: ReturnType<typeof renderPage>['user'], code = 'kis-2026') {
  await user.type(inCreate().getByRole('textbox', { name: 'Kupon kodu' }), code);
  await user.type(inCreate().getByRole('textbox', { name: 'Başlangıç tarihi' }), '01.12.2026');
  await user.type(inCreate().getByRole('textbox', { name: 'Bitiş tarihi' }), '28.02.2027');
}

describe('coupons (CouponsPage)', () => {
  it('product §5: empty: "Kupon kodu, başlangıç ve bitiş tarihi zorunludur" on each; nothing sent', async () => {
    const { user, sent } = renderCoupons();
    await user.click(await screen.findByRole('button', { name: 'Kupon Oluştur' }));
    for (const name of ['Kupon kodu', 'Başlangıç tarihi', 'Bitiş tarihi']) {
      expect(inCreate().getByRole('textbox', { name })).toHaveAccessibleDescription(
        'Kupon kodu, başlangıç ve bitiş tarihi zorunludur',
      );
    }
    expect(writes(sent)).toHaveLength(0);
  });

  it('product §5: a code with Turkish letters or under 3 characters, a discount outside 1..100, a duration outside 1..120 and an end before the start are refused', async () => {
    const { user } = renderCoupons();
    await user.type(await inCreate().findByRole('textbox', { name: 'Kupon kodu' }), 'İNDİRİM');
    await user.type(inCreate().getByRole('textbox', { name: 'Başlangıç tarihi' }), '01.12.2026');
    await user.type(inCreate().getByRole('textbox', { name: 'Bitiş tarihi' }), '30.11.2026');
    await user.clear(inCreate().getByRole('spinbutton', { name: 'İndirim (%)' }));
    await user.type(inCreate().getByRole('spinbutton', { name: 'İndirim (%)' }), '101');
    await user.clear(inCreate().getByRole('spinbutton', { name: 'Süre (ay)' }));
    await user.type(inCreate().getByRole('spinbutton', { name: 'Süre (ay)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Kupon Oluştur' }));
    expect(inCreate().getByRole('textbox', { name: 'Kupon kodu' })).toHaveAccessibleDescription(
      'Kupon kodu 3-40 karakter olmalı ve yalnızca İngilizce harf (A-Z), rakam, tire ve alt çizgi içerebilir.',
    );
    expect(inCreate().getByRole('spinbutton', { name: 'İndirim (%)' })).toHaveAccessibleDescription(
      'İndirim oranı 1 ile 100 arasında bir tam sayı olmalı.',
    );
    expect(inCreate().getByRole('spinbutton', { name: 'Süre (ay)' })).toHaveAccessibleDescription(
      'Süre en az 1, en fazla 120 ay olmalı.',
    );
    expect(inCreate().getByRole('textbox', { name: 'Bitiş tarihi' })).toHaveAccessibleDescription(
      'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    );
    await user.clear(inCreate().getByRole('textbox', { name: 'Kupon kodu' }));
    await user.type(inCreate().getByRole('textbox', { name: 'Kupon kodu' }), 'AB');
    await user.click(screen.getByRole('button', { name: 'Kupon Oluştur' }));
    expect(inCreate().getByRole('textbox', { name: 'Kupon kodu' })).toHaveAccessibleDescription(
      /^Kupon kodu 3-40 karakter olmalı/,
    );
  });

  it('a description over 500 characters is refused in Turkish, naming the field', async () => {
    const { user } = renderCoupons();
    await fill(user);
    const description = inCreate().getByRole('textbox', { name: 'Açıklama' });
    description.removeAttribute('maxLength');
    await user.click(description);
    await user.paste('a'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Kupon Oluştur' }));
    expect(description).toHaveAccessibleDescription(/^Açıklama en fazla 500 karakter olabilir/);
  });

  it('created: the code upper-cased, product §5 defaults (10 %, 1 month, monthly, active); the toast says so', async () => {
    const { user, sent } = renderCoupons({ 'POST /superadmin/coupons': { body: { coupon: coupon() } } });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Kupon Oluştur' }));
    expect(await screen.findByText('Kupon oluşturuldu')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toEqual({
      code: 'KIS-2026',
      startDate: '2026-12-01',
      endDate: '2027-02-28',
      discountPercent: 10,
      billingType: 'monthly',
      durationMonths: 1,
      description: null,
      isActive: true,
    });
  });

  it("a refused coupon shows the server's message; the button is busy while it is sent", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = renderCoupons({ 'POST /superadmin/coupons': () => new Promise((resolve) => (answer = resolve)) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Kupon Oluştur' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kupon Oluştur' })).toBeDisabled());
    answer(apiError(409, 'Bu kupon kodu zaten var'));
    expect(await screen.findByText('Bu kupon kodu zaten var')).toBeInTheDocument();
  });

  it('editing one row: saved with the toast; a refusal shows "Güncelleme başarısız" and the server\'s message', async () => {
    const { user } = renderCoupons(
      { 'PUT /superadmin/coupons/c-1': apiError(400, 'Kullanılmış kuponun indirimi değiştirilemez') },
      [coupon()],
    );
    await user.click(await screen.findByRole('button', { name: 'YAZ2026 kuponunu düzenle' }));
    const row = screen.getByRole('form', { name: 'YAZ2026 kuponunu düzenle' });
    expect(within(row).getByRole('textbox', { name: 'Kupon kodu' })).toHaveValue('YAZ2026');
    await user.click(within(row).getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Güncelleme başarısız: Kullanılmış kuponun indirimi değiştirilemez'),
    ).toBeInTheDocument();
  });

  it('a used coupon cannot be deleted, only made inactive', async () => {
    renderCoupons({}, [coupon({ usageCount: 2 })]);
    const remove = await screen.findByRole('button', { name: 'YAZ2026 kuponunu sil' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAttribute('title', 'Kullanılmış bir kupon silinemez; pasif yapabilirsiniz.');
    expect(screen.getByRole('button', { name: 'YAZ2026 kuponunu pasif yap' })).toBeEnabled();
  });

  it('deleting asks first; a refusal shows "Silme başarısız" and the server\'s message', async () => {
    const { user } = renderCoupons(
      { 'DELETE /superadmin/coupons/c-1': apiError(409, 'Kupon kullanıldığı için silinemez') },
      [coupon()],
    );
    await user.click(await screen.findByRole('button', { name: 'YAZ2026 kuponunu sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Kuponu sil' });
    expect(dialog).toHaveAccessibleDescription('YAZ2026 kuponunu silmek istediğinizden emin misiniz?');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Silme başarısız: Kupon kullanıldığı için silinemez')).toBeInTheDocument();
  });

  it("the list failing to load shows the server's message", async () => {
    stubApi({ 'GET /superadmin/coupons': apiError(500, 'Sunucu hatası oluştu') });
    renderPage(<CouponsPage />, { site: operatorSite });
    expect(await screen.findByText('Sunucu hatası oluştu')).toBeInTheDocument();
  });
});
