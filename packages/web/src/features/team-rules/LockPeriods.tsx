import { useState } from 'react';
import { teamRulesMessages } from '../../platform/messages/team-rules';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Table, Td, Th } from '../../ui/Table';
import { useToast } from '../../ui/Toast';
import { failureMessage } from '../../platform/api';
import { useDeleteLockPeriod, type TeamRulesResponse } from './api';
import { AddLockPeriod } from './AddLockPeriod';
import { RuleSection } from './rule-parts';
import { formatDate } from '../../platform/format-dates';

const m = teamRulesMessages.teamRules;
type Lock = TeamRulesResponse['lockPeriods'][number];

const periodOf = (lock: Lock) =>
  lock.startDate === lock.endDate
    ? formatDate(lock.startDate)
    : `${formatDate(lock.startDate)} - ${formatDate(lock.endDate)}`;

/** The lock periods running or to come, each deleted after a confirmation, and the form that adds one. */
export function LockPeriods({ locks, teams }: { locks: Lock[]; teams: TeamRulesResponse['teams'] }) {
  const [deleting, setDeleting] = useState<Lock | null>(null);
  const remove = useDeleteLockPeriod();
  const toast = useToast();
  const confirm = async () => {
    if (!deleting) return;
    try {
      const result = await remove.mutateAsync(deleting.id);
      setDeleting(null);
      toast(result.message);
    } catch (error) {
      toast(failureMessage(error, m.saveFailed), 'error');
    }
  };
  return (
    <RuleSection title={m.locksTitle} description={m.modeHint}>
      {locks.length === 0 ? (
        <p className="text-sm text-muted">{m.locksEmpty}</p>
      ) : (
        <Table aria-label={m.locksTitle} className="min-w-[32rem]">
          <thead>
            <tr>
              <Th>{m.period}</Th>
              <Th>{m.scope}</Th>
              <Th>{m.mode}</Th>
              <Th>{m.reason}</Th>
              <Th>
                <span className="sr-only">{m.delete}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {locks.map((lock) => (
              <tr key={lock.id} data-testid="lock-period-row">
                <Td className="whitespace-nowrap">{periodOf(lock)}</Td>
                <Td>{lock.teamName ?? m.wholeOrganization}</Td>
                <Td>
                  <Badge tone={lock.mode === 'REFUSE' ? 'red' : 'amber'}>{m.modes[lock.mode]}</Badge>
                </Td>
                <Td className="text-muted">{lock.reason ?? '—'}</Td>
                <Td className="text-right">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={m.deleteLock(periodOf(lock))}
                    onClick={() => setDeleting(lock)}
                  >
                    {m.delete}
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <AddLockPeriod teams={teams} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.deleteLockTitle}
        description={deleting ? m.deleteLockDescription(periodOf(deleting)) : undefined}
        confirmLabel={m.delete}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void confirm()}
      />
    </RuleSection>
  );
}
