import type { LeaveRequest } from '@paydos/contract/leaves';
import { useState } from 'react';
import { t } from '../../platform/messages/approvals';
import { ApprovalTrail } from './ApprovalTrail';

/**
 * A request's trail under its status, folded: open at first for a pending request on a wide screen (what
 * the decider reads before deciding), closed on a phone and for a decided one. Its content is rendered only
 * while open, so a long list carries no hidden trails.
 */
export function TrailDisclosure({ leave, openAtFirst }: { leave: LeaveRequest; openAtFirst: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  if (leave.steps.length === 0 && leave.ruleBreaks.length === 0) return null;
  return (
    <details className="mt-2" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">{t.approvalTrail.title}</summary>
      {open && (
        <div className="mt-2">
          <ApprovalTrail steps={leave.steps} ruleBreaks={leave.ruleBreaks} />
        </div>
      )}
    </details>
  );
}
