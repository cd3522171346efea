import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import type { Profile } from './api';
import { ProfileForm } from './ProfileForm';

const profile = (overrides: Partial<Profile> = {}) =>
  ({
    ...testUser({ role: 'EMPLOYEE' }),
    phone: null,
    birthDate: null,
    nationalId: null,
    address: null,
    emergencyContact: null,
    emergencyPhone: null,
    ...overrides,
  }) as Profile;
const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Kaydet' });

describe('ProfileForm', () => {
  beforeEach(() => today('2026-06-01'));

  it('empty name and surname: "Ad gerekli", "Soyad gerekli"; nothing sent', async () => {
    const { sent } = stubApi({});
    const { user } = renderPage(<ProfileForm profile={profile()} onDone={() => undefined} />);
    await user.clear(field('Ad'));
    await user.clear(field('Soyad'));
    await user.click(save());
    expect(field('Ad')).toHaveAccessibleDescription('Ad gerekli');
    expect(field('Soyad')).toHaveAccessibleDescription('Soyad gerekli');
    expect(writes(sent)).toHaveLength(0);
  });

  it('issue 21: a name over 100 characters is refused naming the field', async () => {
    stubApi({});
    const { user } = renderPage(<ProfileForm profile={profile()} onDone={() => undefined} />);
    await user.clear(field('Soyad'));
    await user.click(field('Soyad'));
    await user.paste('x'.repeat(101));
    await user.click(save());
    expect(field('Soyad')).toHaveAccessibleDescription('Soyad en fazla 100 karakter olabilir');
  });

  it('a phone that is not Turkish, a TC Kimlik Numarası of the wrong length or checksum, a birth date in the future', async () => {
    stubApi({});
    const { user } = renderPage(<ProfileForm profile={profile()} onDone={() => undefined} />);
    await user.type(field('Telefon'), '12345');
    await user.type(field('Acil durum telefonu'), '+1 555 0100');
    await user.type(field('TC Kimlik Numarası'), '1234');
    await user.type(field('Doğum tarihi'), '02.06.2026');
    await user.click(save());
    expect(field('Telefon')).toHaveAccessibleDescription(
      'Telefon geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    );
    expect(field('Acil durum telefonu')).toHaveAccessibleDescription(
      'Acil durum telefonu geçerli bir Türkiye telefon numarası olmalıdır (örneğin 0532 123 45 67)',
    );
    expect(field('TC Kimlik Numarası')).toHaveAccessibleDescription('TC Kimlik Numarası 11 haneli olmalı');
    expect(field('Doğum tarihi')).toHaveAccessibleDescription('Doğum tarihi gelecekte olamaz');
    await user.clear(field('TC Kimlik Numarası'));
    await user.type(field('TC Kimlik Numarası'), '12345678901');
    await user.click(save());
    expect(field('TC Kimlik Numarası')).toHaveAccessibleDescription(
      'TC Kimlik Numarası geçerli değil (kontrol haneleri tutmuyor). Lütfen numarayı kontrol edin.',
    );
  });

  it('an EMPLOYEE cannot edit position and department; an ADMIN can', () => {
    stubApi({});
    const { unmount } = renderPage(<ProfileForm profile={profile()} onDone={() => undefined} />);
    expect(screen.queryByRole('textbox', { name: 'Pozisyon' })).toBeNull();
    unmount();
    renderPage(<ProfileForm profile={profile({ role: 'ADMIN' })} onDone={() => undefined} />);
    expect(field('Pozisyon')).toHaveValue('İK Müdürü');
    expect(field('Departman')).toHaveValue('İnsan Kaynakları');
  });

  it('saved: empty optional fields go as null, the toast says so and the form closes', async () => {
    const onDone = vi.fn();
    const { sent } = stubApi({ 'PUT /users/me': { body: { user: profile() } } });
    const { user } = renderPage(<ProfileForm profile={profile()} onDone={onDone} />);
    await user.type(field('Telefon'), '0532 123 45 67');
    await user.click(save());
    expect(await screen.findByText('Profil bilgileriniz kaydedildi')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
    expect(writes(sent)[0]?.body).toEqual({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      phone: '0532 123 45 67',
      birthDate: null,
      nationalId: null,
      address: null,
      emergencyContact: null,
      emergencyPhone: null,
    });
  });

  it("a refusal shows the server's message above the form, and a named field's message under it", async () => {
    stubApi({
      'PUT /users/me': apiError(400, 'Profil güncellenemedi', {
        phone: 'Bu telefon numarası başka bir personelde kayıtlı',
      }),
    });
    const { user } = renderPage(<ProfileForm profile={profile()} onDone={() => undefined} />);
    await user.type(field('Telefon'), '0532 123 45 67');
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profil kaydedilirken hata oluştu');
    expect(alert).toHaveTextContent('Profil güncellenemedi');
    expect(field('Telefon')).toHaveAccessibleDescription('Bu telefon numarası başka bir personelde kayıtlı');
  });

  it('while saving the button is busy and disabled', async () => {
    stubApi({ 'PUT /users/me': 'hang' });
    const { user } = renderPage(<ProfileForm profile={profile()} onDone={() => undefined} />);
    await user.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
  });
});
