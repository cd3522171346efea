import type { ApprovalFlowResponse } from '@paydos/contract/approvals';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { ApprovalFlowCard } from './ApprovalFlowCard';

const admin = testUser();
const SICK_REASON = 'SGK raporlu hastalık izninde karar hekimindir.';
const UNPAID_REASON = 'Ücretsiz izin bordroyu ve SGK eksik gününü etkiler.';

/** GET /organization/approval-flow as the server answers it: the spec's one step, with the two suggestions. */
const answer = (flow: Partial<ApprovalFlowResponse['flow']> = {}): ApprovalFlowResponse => ({
  flow: { kind: 'ADMIN_ONLY', leaveTypeRoutes: {}, ...flow },
  suggestedRoutes: [
    { leaveType: 'sick_leave_reported', route: 'NO_APPROVAL', reason: SICK_REASON },
    { leaveType: 'unpaid_leave', route: 'ADMIN_ONLY', reason: UNPAID_REASON },
  ],
});
const route = (typeName: string) => screen.getByRole('combobox', { name: typeName });

describe('organization page: the approval flow (ApprovalFlowCard, issue 23 item 2)', () => {
  it('shows the stored flow: the kind and each leave type’s route, the flow’s own where none is set', async () => {
    stubApi({
      'GET /organization/approval-flow': { body: answer({ leaveTypeRoutes: { unpaid_leave: 'ADMIN_ONLY' } }) },
    });
    renderPage(<ApprovalFlowCard />, { user: admin });
    expect(await screen.findByRole('combobox', { name: 'Onay adımları' })).toHaveValue('ADMIN_ONLY');
    expect(screen.getByText('Her talebe Yönetici rolündeki herhangi biri (İK) karar verir.')).toBeInTheDocument();
    expect(route('Ücretsiz İzin')).toHaveValue('ADMIN_ONLY');
    expect(route('Yıllık İzin')).toHaveValue('');
    expect(route('Yıllık İzin')).toHaveDisplayValue('Akışın yolu: Yalnızca İK');
  });

  it('two steps with the suggested routes: the reasons show under the types, the save sends the contract’s body', async () => {
    const saved = answer({
      kind: 'MANAGER_THEN_ADMIN',
      leaveTypeRoutes: { sick_leave_reported: 'NO_APPROVAL', unpaid_leave: 'ADMIN_ONLY' },
    });
    const { sent } = stubApi({
      'GET /organization/approval-flow': { body: answer() },
      'PUT /organization/approval-flow': { body: { ...saved, message: 'Onay akışı kaydedildi.' } },
    });
    const { user } = renderPage(<ApprovalFlowCard />, { user: admin });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Onay adımları' }), 'MANAGER_THEN_ADMIN');
    expect(route('Yıllık İzin')).toHaveDisplayValue('Akışın yolu: Önce müdür, sonra İK');
    await user.click(screen.getByRole('button', { name: 'Önerilen yolları uygula' }));
    expect(route('Hastalık İzni (SGK Raporlu)')).toHaveValue('NO_APPROVAL');
    expect(route('Hastalık İzni (SGK Raporlu)')).toHaveAccessibleDescription(`Önerilen: ${SICK_REASON}`);
    expect(route('Ücretsiz İzin')).toHaveAccessibleDescription(`Önerilen: ${UNPAID_REASON}`);
    await user.click(screen.getByRole('button', { name: 'Onay akışını kaydet' }));
    expect(await screen.findByText('Onay akışı kaydedildi.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        path: '/organization/approval-flow',
        body: {
          kind: 'MANAGER_THEN_ADMIN',
          leaveTypeRoutes: { sick_leave_reported: 'NO_APPROVAL', unpaid_leave: 'ADMIN_ONLY' },
        },
      },
    ]);
  });

  it('choosing the flow’s own route again leaves the type out of leaveTypeRoutes', async () => {
    const { sent } = stubApi({
      'GET /organization/approval-flow': { body: answer({ leaveTypeRoutes: { unpaid_leave: 'ADMIN_ONLY' } }) },
      'PUT /organization/approval-flow': { body: answer() },
    });
    const { user } = renderPage(<ApprovalFlowCard />, { user: admin });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Ücretsiz İzin' }), '');
    await user.click(screen.getByRole('button', { name: 'Onay akışını kaydet' }));
    await screen.findByText('Onay akışı kaydedildi.');
    expect(writes(sent)[0]?.body).toEqual({ kind: 'ADMIN_ONLY', leaveTypeRoutes: {} });
  });

  it("a refusal shows the server's Turkish message and keeps the choices", async () => {
    stubApi({
      'GET /organization/approval-flow': { body: answer() },
      'PUT /organization/approval-flow': apiError(400, 'Geçersiz onay yolu.'),
    });
    const { user } = renderPage(<ApprovalFlowCard />, { user: admin });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Yıllık İzin' }), 'NO_APPROVAL');
    await user.click(screen.getByRole('button', { name: 'Onay akışını kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz onay yolu.');
    expect(route('Yıllık İzin')).toHaveValue('NO_APPROVAL');
  });

  it('a flow that cannot be read says so', async () => {
    stubApi({ 'GET /organization/approval-flow': apiError(500, 'Sunucu hatası oluştu') });
    renderPage(<ApprovalFlowCard />, { user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu hatası oluştu');
  });
});
