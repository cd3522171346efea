import type { DashboardSummary } from '@paydos/contract/dashboard';
import type { ApprovalFlowKind } from '@paydos/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { DashboardPage } from './DashboardPage';

const manager = testUser({ id: 'u-mehmet', role: 'MANAGER', firstName: 'Mehmet', lastName: 'Demir' });
const summary: DashboardSummary = {
  today: '2026-06-01',
  me: { annualLeaveDays: 14, usedLeaveDays: 0, remainingLeaveDays: 14, pendingRequests: 0 },
  organization: {
    totalStaff: 5,
    activeStaff: 5,
    pendingRequests: 2,
    activeLeavesToday: 0,
    thisMonthRequests: 3,
    oldestStaff: [],
    onLeaveToday: [],
  },
};

function renderDashboard(kind: ApprovalFlowKind) {
  stubApi({
    'GET /dashboard/summary': { body: summary },
    'GET /organization/approval-flow': { body: { flow: { kind, leaveTypeRoutes: {} }, suggestedRoutes: [] } },
  });
  return renderPage(<DashboardPage />, { user: manager });
}

describe('dashboard: the pending count of a MANAGER (issue 23 item 3)', () => {
  it('in the two-step flow it opens the approvals page (his teams’ requests)', async () => {
    renderDashboard('MANAGER_THEN_ADMIN');
    const link = await screen.findByRole('link', { name: /Bekleyen Talepler/ });
    expect(link).toHaveAttribute('href', '/leave-approvals');
    expect(link).toHaveTextContent('2');
  });

  it('in the one-step flow it is a figure only (he does not decide)', async () => {
    const { queryClient } = renderDashboard('ADMIN_ONLY');
    await screen.findByText('Bekleyen Talepler');
    await waitFor(() => expect(queryClient.getQueryState(['approval-flow'])?.status).toBe('success'));
    expect(screen.queryByRole('link', { name: /Bekleyen Talepler/ })).toBeNull();
  });
});
