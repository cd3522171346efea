import type { ApprovalFlowKind } from '@paydos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { OrganizationLayout } from './OrganizationLayout';

const manager = testUser({ id: 'u-mehmet', role: 'MANAGER', firstName: 'Mehmet', lastName: 'Demir' });

function renderMenu(kind: ApprovalFlowKind | 'unreadable', user = manager) {
  const stub = stubApi({
    'GET /leaves/pending-count': { body: { count: 2 } },
    'GET /organization/approval-flow':
      kind === 'unreadable'
        ? { status: 500, body: { error: 'Sunucu hatası oluştu' } }
        : { body: { flow: { kind, leaveTypeRoutes: {} }, suggestedRoutes: [] } },
  });
  const { queryClient } = renderPage(<OrganizationLayout />, { user, route: '/dashboard' });
  return { ...stub, queryClient };
}
const menu = () => screen.getAllByRole('navigation', { name: 'Paydos' })[0]!;

describe('the sidebar: İzin Onayları for a MANAGER (issue 23 item 3)', () => {
  it('in the two-step flow a MANAGER’s menu has İzin Onayları with the pending badge', async () => {
    renderMenu('MANAGER_THEN_ADMIN');
    const link = await within(menu()).findByRole('link', { name: /İzin Onayları/ });
    expect(link).toHaveAttribute('href', '/leave-approvals');
    expect(await within(link).findByLabelText('2 bekleyen')).toHaveTextContent('2');
  });

  it.each(['ADMIN_ONLY', 'unreadable'] as const)(
    'in the one-step flow (%s) a MANAGER’s menu has no İzin Onayları',
    async (kind) => {
      const { queryClient } = renderMenu(kind);
      await within(menu()).findByRole('link', { name: 'Aylık Rapor' });
      // The flow has been read (or failed to be): the menu is final.
      await waitFor(() => expect(queryClient.getQueryState(['approval-flow'])?.status).not.toBe('pending'));
      expect(within(menu()).queryByRole('link', { name: /İzin Onayları/ })).toBeNull();
    },
  );

  it('an ADMIN’s menu has it whatever the flow, and the menu does not ask for the flow', async () => {
    const { sent } = renderMenu('MANAGER_THEN_ADMIN', testUser());
    expect(await within(menu()).findByRole('link', { name: /İzin Onayları/ })).toBeInTheDocument();
    expect(sent.some((call) => call.path === '/organization/approval-flow')).toBe(false);
  });
});
