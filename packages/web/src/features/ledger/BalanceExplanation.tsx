import type { LedgerEntry, LedgerKind, LedgerPrefaceLine } from '@paydos/contract/ledger';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../platform/messages';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { cn } from '../../ui/cn';
import { useLedger } from './api';
import { formatDate } from '../../platform/format-dates';
import { formatDays } from '../../platform/format-numbers';

// Only the employee page's ADMIN corrects a balance: the dialog's form (zod, the date picker) is not
// part of the dashboard's first load, which shows this card too.
const AdjustmentDialog = lazy(() =>
  import('./AdjustmentDialog').then((module) => ({ default: module.AdjustmentDialog })),
);

const m = t.ledger;

const kindTone: Record<LedgerKind, 'brand' | 'amber' | 'green' | 'neutral' | 'red'> = {
  OPENING_BALANCE: 'brand',
  GRANT: 'green',
  USAGE: 'amber',
  RETURN: 'brand',
  ADJUSTMENT: 'neutral',
  HISTORICAL_USAGE: 'amber',
  EXPIRY: 'red',
};

const signed = (days: number) => (days > 0 ? `+${formatDays(days)}` : formatDays(days));

/**
 * "How is my balance computed": every ledger row (grant, opening balance, usage, return,
 * adjustment, historical usage) with its date, days, reason and the balance after it.
 * `employeeId` undefined shows the logged-in user's own ledger; `canAdjust` (ADMIN) adds corrections.
 * Rendered as a list rather than a table so that it reads on a phone without sideways scrolling.
 */
export function BalanceExplanation({ employeeId, canAdjust = false }: { employeeId?: string; canAdjust?: boolean }) {
  const ledger = useLedger(employeeId);
  const [adjusting, setAdjusting] = useState(false);
  return (
    <Card>
      <CardHeader
        title={employeeId ? m.titleFor : m.title}
        description={
          ledger.data
            ? m.summary(formatDays(ledger.data.total), formatDays(ledger.data.used), formatDays(ledger.data.remaining))
            : m.description
        }
        action={
          canAdjust && employeeId ? (
            <Button size="sm" variant="secondary" onClick={() => setAdjusting(true)}>
              {m.adjust}
            </Button>
          ) : undefined
        }
      />
      {ledger.isPending ? (
        <div className="p-5">
          <Spinner />
        </div>
      ) : ledger.isError ? (
        <div className="p-5">
          <Alert tone="error">{ledger.error.message || m.loadFailed}</Alert>
        </div>
      ) : ledger.data.entries.length === 0 ? (
        <p className="p-5 text-sm text-muted">{m.empty}</p>
      ) : (
        <>
          {ledger.data.entries.some((e) => e.kind === 'HISTORICAL_USAGE') &&
            ledger.data.entries.some((e) => e.runningBalance < 0) && (
              <div className="px-5 pt-4">
                <Alert tone="info">{m.negativeNote}</Alert>
              </div>
            )}
          <ol className="divide-y divide-line" aria-label={m.title}>
            <li className="hidden grid-cols-[7rem_8rem_1fr_5rem_5rem] gap-3 bg-slate-50 px-5 py-2 text-xs font-semibold tracking-wide text-muted uppercase sm:grid">
              <span>{m.date}</span>
              <span>{m.kind}</span>
              <span>{m.reason}</span>
              <span className="text-right">{m.days}</span>
              <span className="text-right">{m.balance}</span>
            </li>
            {inDateOrder(ledger.data.preface, ledger.data.entries).map((row) =>
              'text' in row ? (
                <PrefaceRow key={`${row.kind}-${row.date}`} line={row} />
              ) : (
                <EntryRow key={row.id} entry={row} />
              ),
            )}
          </ol>
        </>
      )}
      {canAdjust && employeeId && (
        <Suspense fallback={null}>
          <AdjustmentDialog employeeId={employeeId} open={adjusting} onOpenChange={setAdjusting} />
        </Suspense>
      )}
    </Card>
  );
}

/** The preface lines (which move no day) before the first entry dated on or after them. */
function inDateOrder(preface: LedgerPrefaceLine[], entries: LedgerEntry[]): Array<LedgerPrefaceLine | LedgerEntry> {
  const waiting = [...preface];
  const rows: Array<LedgerPrefaceLine | LedgerEntry> = [];
  for (const entry of entries) {
    while (waiting.length > 0 && waiting[0]!.date <= entry.effectiveDate) rows.push(waiting.shift()!);
    rows.push(entry);
  }
  return [...rows, ...waiting];
}

const rowClass =
  'grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-5 py-3 text-sm sm:grid-cols-[7rem_8rem_1fr_5rem_5rem] sm:items-center';

/** "1. hizmet yılı" and the years before Paydos: explained, no days, no balance (issue 21). */
function PrefaceRow({ line }: { line: LedgerPrefaceLine }) {
  return (
    <li className={rowClass} data-kind={line.kind}>
      <span className="text-muted sm:text-ink">{formatDate(line.date)}</span>
      <span className="justify-self-end sm:justify-self-start">
        <Badge tone="neutral">{m.prefaceKinds[line.kind]}</Badge>
      </span>
      <span className="col-span-2 wrap-anywhere sm:col-span-1">{line.text}</span>
      <span className="hidden text-muted sm:block sm:text-right" aria-hidden>
        {m.noDays}
      </span>
      <span className="hidden text-muted sm:block sm:text-right" aria-hidden>
        {m.noDays}
      </span>
    </li>
  );
}

function EntryRow({ entry }: { entry: LedgerEntry }) {
  return (
    <li className={rowClass} data-kind={entry.kind}>
      <span className="text-muted sm:text-ink">{formatDate(entry.effectiveDate)}</span>
      <span className="justify-self-end sm:justify-self-start">
        <Badge tone={kindTone[entry.kind]}>{m.kinds[entry.kind]}</Badge>
      </span>
      <span className="col-span-2 wrap-anywhere sm:col-span-1">
        {entry.reason}
        {entry.actors.length > 0 && (
          <span className="block text-xs text-muted">
            {entry.actors.map((actor) => `${m.actors[actor.role]}: ${actor.name}`).join(' · ')}
          </span>
        )}
      </span>
      <span
        className={cn('font-medium tabular-nums sm:text-right', entry.days < 0 ? 'text-amber-700' : 'text-emerald-700')}
      >
        {signed(entry.days)} <span className="sm:hidden">{m.days.toLowerCase()}</span>
      </span>
      <span className="text-right tabular-nums">
        <span className="text-muted sm:hidden">{m.balance}: </span>
        {formatDays(entry.runningBalance)}
      </span>
    </li>
  );
}
