import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../../platform/api';
import { invalidateLeaveData } from '../leaves';

/**
 * Approve and reject with undo (issue 21, item 6): the click hides the request at once and the call
 * waits UNDO_SECONDS, while a toast offers "Geri al". The queue lives here, outside the page, so a
 * decision still goes out when the admin moves to another page; when the page itself unloads, every
 * waiting decision is sent at once (`keepalive` lets the call outlive it). The server sees one plain
 * approve or reject, as before.
 */
export const UNDO_SECONDS = 6;

export interface Decision {
  leaveId: string;
  kind: 'approve' | 'reject';
  reason?: string;
  /** Approve: the note the next step and the requester read (issue 23). */
  note?: string;
}

interface Waiting extends Decision {
  timer: ReturnType<typeof setTimeout>;
  settled: (outcome: { ok: true } | { ok: false; error: unknown }) => void;
}

const waiting = new Map<string, Waiting>();
// Requests not to show: waiting ones, and sent ones until the lists have been read again.
let hidden: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function setHidden(leaveId: string, hide: boolean) {
  const next = new Set(hidden);
  if (hide) next.add(leaveId);
  else next.delete(leaveId);
  hidden = next;
  listeners.forEach((listener) => listener());
}

function send(decision: Decision, keepalive = false) {
  const path = `/leaves/${encodeURIComponent(decision.leaveId)}/${decision.kind}`;
  return decision.kind === 'approve'
    ? api(path, { method: 'PUT', body: decision.note ? { note: decision.note } : undefined, keepalive })
    : api(path, { method: 'PUT', body: { reason: decision.reason }, keepalive });
}

/**
 * Queues a decision: hidden now, sent after UNDO_SECONDS unless `undoDecision` comes first. `settled`
 * hears the outcome once the lists are fresh (the dashboard's counts, the pending badge): after a
 * failure the request shows again, still pending.
 */
export function decideLater(decision: Decision, queryClient: QueryClient, settled: Waiting['settled']) {
  if (waiting.has(decision.leaveId)) return;
  const timer = setTimeout(() => {
    waiting.delete(decision.leaveId);
    void send(decision).then(
      async () => {
        await invalidateLeaveData(queryClient);
        setHidden(decision.leaveId, false);
        settled({ ok: true });
      },
      async (error: unknown) => {
        await invalidateLeaveData(queryClient);
        setHidden(decision.leaveId, false);
        settled({ ok: false, error });
      },
    );
  }, UNDO_SECONDS * 1000);
  waiting.set(decision.leaveId, { ...decision, timer, settled });
  setHidden(decision.leaveId, true);
}

/** "Geri al": nothing is sent, the request shows again. False when it was already sent. */
export function undoDecision(leaveId: string): boolean {
  const entry = waiting.get(leaveId);
  if (!entry) return false;
  clearTimeout(entry.timer);
  waiting.delete(leaveId);
  setHidden(leaveId, false);
  return true;
}

/**
 * Sends every waiting decision now: when the page unloads (reload, another site, closing the tab;
 * `keepalive` lets the call outlive the page) and before logging out (while the session still works).
 */
export function sendWaitingDecisions({ keepalive = false } = {}): Promise<unknown> {
  const entries = [...waiting.values()];
  waiting.clear();
  return Promise.all(
    entries.map((entry) => {
      clearTimeout(entry.timer);
      return send(entry, keepalive)
        .then(
          () => entry.settled({ ok: true }),
          (error: unknown) => entry.settled({ ok: false, error }),
        )
        .finally(() => setHidden(entry.leaveId, false));
    }),
  );
}

if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => void sendWaitingDecisions({ keepalive: true }));

/** The requests the lists leave out (waiting for their undo time or just sent). */
export function useHiddenDecisions(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hidden,
  );
}
