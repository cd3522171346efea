import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderPage, testUser, today } from '../../test/render';
import { MyLeaveRequestsPage } from '../leaves/Page';

const employee = testUser({ role: 'EMPLOYEE', annualLeaveDays: 14, usedLeaveDays: 0, startDate: '2020-01-06' });
const refusal = {
  outcome: 'REFUSED',
  breaks: [
    {
      code: 'minimum_staffing',
      mode: 'REFUSE',
      dates: ['2026-06-09'],
      message:
        'Teknoloji ekibinde her iş günü en az 2 kişi çalışıyor olmalı. Onaylı ve bekleyen izinlerle birlikte bu talep şu günlerde daha az kişi bırakıyor: 09.06.2026 (1 kişi).',
    },
    {
      code: 'lock_period',
      mode: 'NEEDS_ADMIN',
      dates: ['2026-06-08', '2026-06-09'],
      message:
        '08.06.2026 - 12.06.2026 arasında izin İK onayına bağlıdır (Envanter); bu talebin 08.06.2026, 09.06.2026 izin günleri bu döneme düşüyor.',
    },
  ],
};

function renderForm(ruleCheck: StubAnswer) {
  const api = stubApi({
    'GET /leaves/my-requests': { body: { leaveRequests: [], nextCursor: null } },
    'GET /team-calendar/overlap': { body: { awayCount: 0, pendingCount: null, department: null } },
    'POST /leaves/rule-check': ruleCheck,
  });
  return {
    ...api,
    ...renderPage(<MyLeaveRequestsPage />, { user: employee, route: '/my-leave-requests?create=true' }),
  };
}
const send = () => screen.getByRole('button', { name: 'Talep Gönder' });
async function pickAnnual(user: ReturnType<typeof renderForm>['user'], start: string, end: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'İzin türü' }), 'annual_paid');
  await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), start);
  await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), end);
}

describe('the leave form’s rule hint (issue 23 item 5, RuleCheckHint)', () => {
  beforeEach(() => today('2026-06-01'));

  it('a refusal: every broken rule’s message with its days, and the send button held', async () => {
    const { user, sent } = renderForm({ body: refusal });
    await pickAnnual(user, '08.06.2026', '09.06.2026');
    const hint = await screen.findByTestId('rule-check-hint');
    expect(hint).toHaveTextContent('Bu talep ekip kuralları nedeniyle gönderilemez.');
    expect(hint).toHaveTextContent('daha az kişi bırakıyor: 09.06.2026 (1 kişi)');
    expect(hint).toHaveTextContent('izin İK onayına bağlıdır (Envanter)');
    expect(send()).toBeDisabled();
    const checks = sent.filter((r) => r.path === '/leaves/rule-check');
    expect(checks.at(-1)?.body).toEqual({ leaveType: 'annual_paid', startDate: '2026-06-08', endDate: '2026-06-09' });
  });

  it('a rule that sends the request to İK: the form says it goes to İK only, and it may still be sent', async () => {
    const { user } = renderForm({ body: { outcome: 'NEEDS_ADMIN', breaks: [refusal.breaks[1]] } });
    await pickAnnual(user, '08.06.2026', '09.06.2026');
    expect(await screen.findByTestId('rule-check-hint')).toHaveTextContent(
      'Bu talep bir ekip kuralına takılıyor: yalnızca İK onayına (Yöneticilere) gider.',
    );
    expect(send()).toBeEnabled();
  });

  it('no rule broken: no hint; the rules are asked once the type and both dates are set, not at every key', async () => {
    const { user, sent } = renderForm({ body: { outcome: 'ALLOWED', breaks: [] } });
    await pickAnnual(user, '15.06.2026', '16.06.2026');
    await waitFor(() => expect(sent.filter((r) => r.path === '/leaves/rule-check')).toHaveLength(1));
    expect(screen.queryByTestId('rule-check-hint')).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('a refusal for other dates does not hold the form once the dates change to days the rules allow', async () => {
    const { user } = renderForm(({ body }) => ({
      body: (body as { startDate: string }).startDate === '2026-06-08' ? refusal : { outcome: 'ALLOWED', breaks: [] },
    }));
    await pickAnnual(user, '08.06.2026', '09.06.2026');
    await screen.findByTestId('rule-check-hint');
    const start = screen.getByRole('textbox', { name: 'Başlangıç tarihi' });
    await user.clear(start);
    await user.type(start, '22.06.2026');
    await user.type(screen.getByRole('textbox', { name: 'Bitiş tarihi' }), '23.06.2026');
    await waitFor(() => expect(screen.queryByTestId('rule-check-hint')).not.toBeInTheDocument());
    expect(send()).toBeEnabled();
  });
});
