import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { CompanyLoginPage } from './CompanyLoginPage';

const mainSite = { site: { kind: 'main' as const }, baseDomain: 'paydos.test' };
const box = () => screen.getByRole('textbox', { name: 'Alt alan adı' });
const submit = () => screen.getByRole('button', { name: 'Devam Et' });

describe("the main site's company login (CompanyLoginPage)", () => {
  it('empty: "Alt alan adı gerekli"; one letter: "Alt alan adı en az 2 karakter olmalı"', async () => {
    const { sent } = stubApi({});
    const { user } = renderPage(<CompanyLoginPage />, { site: mainSite });
    await user.click(submit());
    expect(box()).toHaveAccessibleDescription('Alt alan adı gerekli');
    await user.type(box(), 'a');
    await user.click(submit());
    expect(box()).toHaveAccessibleDescription('Alt alan adı en az 2 karakter olmalı');
    expect(sent).toHaveLength(0);
  });

  it("issue 21: what is typed becomes the domain's form of a subdomain, and the address is shown", async () => {
    stubApi({});
    const { user } = renderPage(<CompanyLoginPage />, { site: mainSite });
    await user.type(box(), 'Örnek Şirket');
    expect(box()).toHaveValue('orneksirket');
    expect(box()).toHaveAccessibleDescription('orneksirket.paydos.test');
  });

  it('an unknown company: "Bu subdomain ile kayıtlı bir organizasyon bulunamadı"; a server failure: its own message', async () => {
    stubApi({ 'GET /subdomain/organization-info': apiError(404, 'Organizasyon bulunamadı') });
    const { user } = renderPage(<CompanyLoginPage />, { site: mainSite });
    await user.type(box(), 'yok');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu subdomain ile kayıtlı bir organizasyon bulunamadı');
    stubApi({ 'GET /subdomain/organization-info': apiError(500, 'Sunucu hatası oluştu') });
    await user.click(submit());
    expect(await screen.findByText('Organizasyon bilgileri kontrol edilirken hata oluştu')).toBeInTheDocument();
  });
});
