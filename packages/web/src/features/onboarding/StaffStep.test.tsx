import { screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderUi, today } from '../../test/render';
import { StaffStep } from './StaffStep';
import type { StaffMember } from './wizard-schema';

function Step({ initial = [] }: { initial?: StaffMember[] }) {
  const [staff, setStaff] = useState(initial);
  return <StaffStep staff={staff} ownEmail="ayse@ornek.com.tr" onChange={setStaff} />;
}
const field = (name: string) => screen.getByRole('textbox', { name });
const add = () => screen.getByRole('button', { name: 'Personel Ekle' });
const mehmet: StaffMember = {
  email: 'mehmet@ornek.com.tr',
  firstName: 'Mehmet',
  lastName: 'Demir',
  startDate: '2024-02-01',
  role: 'EMPLOYEE',
  department: '',
  position: '',
};

describe('sign-up wizard, step 2: staff to invite (StaffStep)', () => {
  beforeEach(() => today('2026-06-01'));

  it('product §5: empty: e-mail, name, surname and start date are each required', async () => {
    const { user } = renderUi(<Step />);
    expect(screen.getByText('Henüz personel eklenmedi. Bu adım isteğe bağlıdır.')).toBeInTheDocument();
    await user.click(add());
    expect(field('E-posta')).toHaveAccessibleDescription('E-posta adresi gerekli');
    expect(field('Ad')).toHaveAccessibleDescription('Ad gerekli');
    expect(field('Soyad')).toHaveAccessibleDescription('Soyad gerekli');
    expect(field('İşe giriş tarihi')).toHaveAccessibleDescription('İşe giriş tarihi gerekli');
  });

  it("one's own address, one already on the list, and a start date in the future are refused", async () => {
    const { user } = renderUi(<Step initial={[mehmet]} />);
    await user.type(field('E-posta'), 'AYSE@ornek.com.tr');
    await user.type(field('İşe giriş tarihi'), '02.06.2026');
    await user.click(add());
    expect(field('E-posta')).toHaveAccessibleDescription('Kendi e-posta adresinizi ekleyemezsiniz');
    expect(field('İşe giriş tarihi')).toHaveAccessibleDescription('İşe giriş tarihi gelecekte olamaz');
    await user.clear(field('E-posta'));
    await user.type(field('E-posta'), 'Mehmet@ornek.com.tr');
    await user.click(add());
    expect(field('E-posta')).toHaveAccessibleDescription('Bu e-posta adresi zaten eklendi');
  });

  it('added: listed with role and date (e-mail in lower case), the form emptied; Enter adds too; the bin removes', async () => {
    const { user } = renderUi(<Step />);
    await user.type(field('E-posta'), 'Zeynep@Ornek.com.tr');
    await user.type(field('Ad'), 'Zeynep');
    await user.type(field('Soyad'), 'Kaya');
    await user.type(field('İşe giriş tarihi'), '01.03.2025');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'MANAGER');
    await user.type(field('Departman (isteğe bağlı)'), 'Satış{Enter}');
    const list = screen.getByRole('list', { name: 'Davet edilecek personel (1)' });
    expect(list).toHaveTextContent('Zeynep Kaya');
    expect(list).toHaveTextContent('zeynep@ornek.com.tr · Müdür · 01.03.2025');
    expect(field('E-posta')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Zeynep Kaya kişisini listeden çıkar' }));
    expect(screen.queryByRole('list')).toBeNull();
  });
});
