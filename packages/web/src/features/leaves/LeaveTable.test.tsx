import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { testLeave } from '../approvals/test-leave';
import { LeaveTable } from './LeaveTable';

const statusOf = (id: string) => {
  const row = document.querySelector<HTMLElement>(`[data-leave-id="${id}"]`)!;
  return within(row).getAllByRole('cell')[3]!;
};

describe('the leave tables’ status: the server’s stage label (issue 23 item 2)', () => {
  it('a pending request in the two-step flow reads "Yöneticide" or "İK\'da"; a decided one its status', () => {
    renderUi(
      <LeaveTable
        label="İzin Geçmişim"
        leaves={[
          testLeave({ id: 'l-1', stageLabel: 'Yöneticide' }),
          testLeave({ id: 'l-2', stageLabel: "İK'da" }),
          testLeave({ id: 'l-3', status: 'APPROVED', stageLabel: 'Onaylandı' }),
        ]}
      />,
    );
    expect(screen.getByRole('table', { name: 'İzin Geçmişim' })).toBeInTheDocument();
    expect(statusOf('l-1')).toHaveTextContent('Yöneticide');
    expect(statusOf('l-2')).toHaveTextContent("İK'da");
    expect(statusOf('l-3')).toHaveTextContent('Onaylandı');
  });

  it('product §4: without a stage label an unknown status still reads as pending', () => {
    renderUi(
      <LeaveTable label="İzin Geçmişim" leaves={[testLeave({ id: 'l-1', status: 'ON_HOLD', stageLabel: '' })]} />,
    );
    expect(statusOf('l-1')).toHaveTextContent('Beklemede');
  });
});
