import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { MailSettingsCard } from './MailSettingsCard';
import { testOrganization } from './test-organization';

const admin = testUser();

describe('organization settings: birthday mails (MailSettingsCard)', () => {
  it('product §D7: turning birthday mails off is saved at once and the toast says so', async () => {
    const { sent } = stubApi({
      'PUT /admin/organizations/my': {
        body: { organization: testOrganization({ birthdayMailsEnabled: false }), recalculatedEmployees: 0 },
      },
    });
    const { user } = renderPage(<MailSettingsCard organization={testOrganization()} />, { user: admin });
    await user.click(screen.getByRole('checkbox', { name: /Doğum günü e-postaları/ }));
    expect(await screen.findByText('Doğum günü e-postaları kapatıldı')).toBeInTheDocument();
    expect(writes(sent)[0]?.body).toMatchObject({ birthdayMailsEnabled: false });
  });

  it("while saving the box is disabled; a refusal shows the server's message under it", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    stubApi({ 'PUT /admin/organizations/my': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderPage(<MailSettingsCard organization={testOrganization({ birthdayMailsEnabled: false })} />, {
      user: admin,
    });
    const box = screen.getByRole('checkbox', { name: /Doğum günü e-postaları/ });
    await user.click(box);
    await waitFor(() => expect(box).toBeDisabled());
    answer(apiError(500, 'Sunucu hatası oluştu'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Güncelleme sırasında hata oluştu: Sunucu hatası oluştu',
    );
    expect(box).toBeEnabled();
  });
});
