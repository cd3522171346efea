import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { LogoUpload } from './LogoUpload';
import { testOrganization } from './test-organization';

const admin = testUser();
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
const upload = () => screen.getByRole('button', { name: 'Logoyu Yükle' });

describe('organization settings: logo (LogoUpload)', () => {
  it('"Logoyu Yükle" stays disabled until a file is chosen', async () => {
    stubApi({});
    const { user } = renderPage(<LogoUpload organization={testOrganization()} />, { user: admin });
    expect(screen.getByText('Dosya seçilmedi')).toBeInTheDocument();
    expect(upload()).toBeDisabled();
    await user.upload(screen.getByLabelText('Logo Seç'), png());
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(upload()).toBeEnabled();
  });

  it('product §5: a file that is not JPEG, PNG or GIF is refused with "Logo JPEG, PNG veya GIF biçiminde bir resim olmalıdır"', async () => {
    stubApi({});
    renderPage(<LogoUpload organization={testOrganization()} />, { user: admin });
    // The picker's accept filter is only a hint (a drop, "All files"): the file reaches the component.
    fireEvent.change(screen.getByLabelText('Logo Seç'), {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Logo JPEG, PNG veya GIF biçiminde bir resim olmalıdır');
    expect(upload()).toBeDisabled();
  });

  it('product §5: a file over 5MB is refused with "Logo en fazla 5MB olabilir"', async () => {
    stubApi({});
    const { user } = renderPage(<LogoUpload organization={testOrganization()} />, { user: admin });
    await user.upload(screen.getByLabelText('Logo Seç'), png(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Logo en fazla 5MB olabilir');
  });

  it("uploaded: the toast says so; a refusal shows the server's message", async () => {
    const { sent } = stubApi({ 'POST /admin/organizations/upload-logo': { body: { logoUrl: '/uploads/logo.png' } } });
    const { user } = renderPage(<LogoUpload organization={testOrganization()} />, { user: admin });
    await user.upload(screen.getByLabelText('Logo Seç'), png());
    await user.click(upload());
    expect(await screen.findByText('Logo başarıyla yüklendi')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toBeInstanceOf(FormData);

    stubApi({ 'POST /admin/organizations/upload-logo': apiError(400, 'Dosya bir resim değil') });
    await user.upload(screen.getByLabelText('Logo Seç'), png());
    await user.click(upload());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Logo yükleme sırasında hata oluştu');
    expect(alert).toHaveTextContent('Dosya bir resim değil');
  });
});
