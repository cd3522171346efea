import type { ApprovalFlowResponse } from '@paydos/contract/approvals';
import type { LeaveRequest } from '@paydos/contract/leaves';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, writes } from '../../test/api-stub';
import { renderPage, testUser } from '../../test/render';
import { sendWaitingDecisions } from './decision-queue';
import { LeaveApprovalsPage } from './Page';
import { testLeave } from './test-leave';
import { MANAGER_NOTE, trailSamples } from './trail-samples';

const admin = testUser();
const manager = testUser({ id: 'u-mehmet', role: 'MANAGER', firstName: 'Mehmet', lastName: 'Demir' });
const flow = (kind: ApprovalFlowResponse['flow']['kind']): ApprovalFlowResponse => ({
  flow: { kind, leaveTypeRoutes: {} },
  suggestedRoutes: [],
});

/** Zeynep's request at İK's step, halfway through the two-step flow; the caller may decide it. */
const halfway = testLeave({ ...trailSamples.atAdmin, stageLabel: "İK'da", canDecide: true });
/** Ali's request, which the caller may not decide (his own, or another step's). */
const notMine = testLeave({
  id: 'l-2',
  user: { firstName: 'Ali', lastName: 'Kaya', email: 'ali@ornek.com.tr', position: null, department: null },
  ...trailSamples.atManager,
  stageLabel: 'Yöneticide',
});
const approved = testLeave({ id: 'l-3', status: 'APPROVED', stageLabel: 'Onaylandı' });

function renderApprovals(
  leaves: LeaveRequest[],
  options: { user?: typeof admin; kind?: 'ADMIN_ONLY' | 'MANAGER_THEN_ADMIN' } = {},
) {
  const stub = stubApi({
    'GET /leaves': { body: { leaveRequests: leaves, nextCursor: null, total: leaves.length } },
    'GET /organization/approval-flow': { body: flow(options.kind ?? 'ADMIN_ONLY') },
    'PUT /leaves/l-1/approve': {
      body: { leaveRequest: { ...halfway, status: 'APPROVED' }, message: 'İzin onaylandı' },
    },
  });
  return { ...stub, ...renderPage(<LeaveApprovalsPage />, { user: options.user ?? admin }) };
}
const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(name) });

describe('the approvals page (issue 23 item 3)', () => {
  it('approve and reject only where the server says the caller decides (canDecide); the stage label in the status', async () => {
    renderApprovals([halfway, notMine, approved]);
    const theirs = await rowOf('Ali Kaya');
    expect(within(theirs).queryByRole('button', { name: 'Onayla' })).toBeNull();
    expect(within(theirs).getByText('Yöneticide')).toBeInTheDocument();
    const row = document.querySelector<HTMLElement>('tr[data-leave-id="l-1"]')!;
    expect(within(row).getByText("İK'da")).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Onayla' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reddet' })).toBeInTheDocument();
  });

  it('a pending request shows its trail: the earlier step’s note and who decides now', async () => {
    renderApprovals([halfway]);
    const trail = await screen.findByRole('list', { name: 'Onay adımları' });
    expect(trail).toHaveTextContent(`Not: ${MANAGER_NOTE}`);
    expect(trail).toHaveTextContent('Karar verecek: Ayşe Yılmaz, Ali Kaya');
  });

  it('a decided request’s trail is folded until opened', async () => {
    const { user } = renderApprovals([
      testLeave({ ...trailSamples.rejected, status: 'REJECTED', stageLabel: 'Reddedildi' }),
    ]);
    const summary = await screen.findByText('Onay adımları', { selector: 'summary' });
    expect(screen.queryByRole('list', { name: 'Onay adımları' })).toBeNull();
    await user.click(summary);
    expect(await screen.findByRole('list', { name: 'Onay adımları' })).toHaveTextContent('Reddeden: Ayşe Yılmaz');
  });

  it('approve asks for an optional note, then sends { note } after the undo time', async () => {
    const { user, sent } = renderApprovals([halfway]);
    await user.click(await screen.findByRole('button', { name: 'Onayla' }));
    const dialog = screen.getByRole('dialog', { name: 'İzin talebini onayla' });
    expect(dialog).toHaveTextContent('Zeynep Kaya · Yıllık İzin');
    await user.type(within(dialog).getByRole('textbox', { name: 'Not (isteğe bağlı)' }), '  İK için: bakiye yeterli  ');
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('İzin talebi onaylandı')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]); // "Geri al" is still offered
    await sendWaitingDecisions();
    expect(writes(sent)).toEqual([
      { method: 'PUT', path: '/leaves/l-1/approve', body: { note: 'İK için: bakiye yeterli' } },
    ]);
  });

  it('approve without a note sends no body (the spec’s plain approval)', async () => {
    const { user, sent } = renderApprovals([halfway]);
    await user.click(await screen.findByRole('button', { name: 'Onayla' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Onayla' }));
    await sendWaitingDecisions();
    expect(writes(sent)).toEqual([{ method: 'PUT', path: '/leaves/l-1/approve', body: undefined }]);
  });

  it('a MANAGER in the two-step flow is told he sees his teams’ requests, and decides where the server lets him', async () => {
    renderApprovals([halfway, approved], { user: manager, kind: 'MANAGER_THEN_ADMIN' });
    expect(await screen.findByText(/Yönettiğiniz ekiplerin taleplerini görüyorsunuz/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Onayla' })).toBeInTheDocument();
    // Editing and cancelling an approved leave stay an ADMIN's.
    expect(screen.queryByRole('button', { name: 'Düzenle' })).toBeNull();
    expect(screen.queryByText(/yalnızca yöneticiler onaylayabilir/)).toBeNull();
  });

  it('a MANAGER in the one-step flow reads the list only (product §6)', async () => {
    renderApprovals([halfway], { user: manager, kind: 'ADMIN_ONLY' });
    expect(await screen.findByText(/yalnızca yöneticiler onaylayabilir/)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Onay adımları' });
    expect(screen.queryByRole('button', { name: 'Onayla' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'İşlemler' })).toBeNull();
  });
});
