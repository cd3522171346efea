/**
 * Writes at 50 connections, then the ledger checked. Each connection is one employee of Satış: it
 * asks for one day of annual leave (unpaid when the balance is spent); in the organization's two-step
 * flow (issue 23) the team's manager approves it first when it waits for him (annual leave; unpaid
 * leave goes to İK alone), then the admin approves it, and every second
 * request the admin then cancels it (the ledger gives the day back). Afterwards, over the whole
 * organization: every request's ledger entries sum to minus its days while it is APPROVED annual
 * leave and to 0 otherwise, and no one's balance is below zero (annual leave is never granted past
 * the balance).
 */
import http from 'node:http';
import { leaveChangeResponse } from '@paydos/contract/leaves';
import { sql } from 'drizzle-orm';
import { selectRows } from '../packages/server/src/db/rows';
import { largeEmployeeEmail } from '../packages/server/src/features/demo';
import { httpCall, type Answer } from './http-call';
import { round, type BenchPart } from './part';
import { futureWorkingDays } from './working-days';

const CONNECTIONS = 50;
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export const writeMixPart: BenchPart = {
  name: 'write-mix',
  async run(context) {
    const call = 'create + approve (+ cancel every 2nd)';
    if (!call.includes(context.only) && !'write mix'.includes(context.only)) return [];
    const port = Number(new URL(context.address).port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 5 });
    // People of Satış (person n is in team n % 7; its manager decides as himself, no delegation) from
    // the middle of the organization (the hot reads use person 1), one per connection.
    const middle = Math.floor(context.employees / 2);
    const first = middle + ((1 - (middle % 7) + 7) % 7);
    const people = Array.from({ length: CONNECTIONS }, (_, i) => largeEmployeeEmail(context.subdomain, first + 7 * i));
    const tokens: string[] = [];
    for (const email of people) tokens.push(await context.login(email));
    const days = futureWorkingDays(150, 2000);

    const latencies: number[] = [];
    const failures = new Map<string, number>();
    let writes = 0;
    let refusedAnnual = 0;
    const deadline = performance.now() + context.duration * 1000;
    const send = async (method: string, url: string, token: string, body?: unknown): Promise<Answer | null> => {
      const started = performance.now();
      const answer = await httpCall({ port, agent, host: context.host, method, url, token, body }).catch(() => null);
      latencies.push(performance.now() - started);
      if (answer && answer.status < 300) writes++;
      return answer;
    };
    const failed = (label: string, answer: Answer | null) => {
      const key = `${label} → ${answer ? answer.status : 'network error'}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    };

    const worker = async (token: string) => {
      for (let turn = 0; performance.now() < deadline; turn++) {
        const date = days[turn % days.length]!;
        let created = await send('POST', '/api/leaves', token, {
          leaveType: 'annual_paid',
          startDate: date,
          endDate: date,
          reason: 'Yük testi',
        });
        if (created && created.status >= 400 && created.status < 500) {
          refusedAnnual++; // the balance is spent: the rule refuses, the person asks for unpaid leave instead
          created = await send('POST', '/api/leaves', token, {
            leaveType: 'unpaid_leave',
            startDate: date,
            endDate: date,
            reason: 'Yük testi',
          });
        }
        if (!created || created.status !== 201) {
          failed('POST /api/leaves', created);
          continue;
        }
        const leave = leaveChangeResponse.parse(JSON.parse(created.body)).leaveRequest;
        const id = leave.id;
        if (leave.steps.find((step) => step.state === 'CURRENT')?.kind === 'TEAM_MANAGER') {
          const moved = await send('PUT', `/api/leaves/${id}/approve`, context.tokens.manager);
          if (!moved || moved.status !== 200) {
            failed('PUT approve (team manager)', moved);
            continue;
          }
        }
        const approved = await send('PUT', `/api/leaves/${id}/approve`, context.tokens.admin);
        if (!approved || approved.status !== 200) {
          failed('PUT approve', approved);
          continue;
        }
        if (turn % 2 === 1) {
          const cancelled = await send('PUT', `/api/leaves/${id}/cancel`, context.tokens.admin, {
            reason: 'Yük testi iptali',
          });
          if (!cancelled || cancelled.status !== 200) failed('PUT cancel', cancelled);
        }
      }
    };
    const started = performance.now();
    await Promise.all(tokens.map(worker));
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();

    const [organization] = await selectRows<{ id: string }>(
      context.handle.db,
      sql`select id from organizations where subdomain = ${context.subdomain}`,
    );
    const wrongLedger = await selectRows<{ id: string }>(
      context.handle.db,
      sql`select r.id from leave_requests r left join leave_ledger_entries e on e.leave_request_id = r.id
          where r.organization_id = ${organization!.id}
          group by r.id, r.status, r.leave_type, r.days
          having coalesce(sum(e.days), 0) <> case when r.status = 'APPROVED' and r.leave_type = 'annual_paid' then -r.days else 0 end`,
    );
    const negative = await selectRows<{ user_id: string }>(
      context.handle.db,
      sql`select user_id from leave_ledger_entries where organization_id = ${organization!.id} group by user_id having sum(days) < 0`,
    );
    const sorted = [...latencies].sort((a, b) => a - b);
    const failedCount = [...failures.values()].reduce((s, n) => s + n, 0);
    const misses = [
      ...(wrongLedger.length ? [`${wrongLedger.length} requests whose ledger entries do not match`] : []),
      ...(negative.length ? [`${negative.length} negative balances`] : []),
      ...(failedCount ? [`failed: ${[...failures].map(([k, n]) => `${k} ×${n}`).join(', ')}`] : []),
    ];
    return [
      {
        part: 'write mix',
        call,
        conns: CONNECTIONS,
        'req/s': round(latencies.length / seconds),
        'p50 ms': round(percentile(sorted, 50), 1),
        'p99 ms': round(percentile(sorted, 99), 1),
        writes,
        note: `${refusedAnnual} annual asks refused for balance (then unpaid)`,
        target: 'ledger exact, no negative balance, no failure',
        met: misses.length ? `NO: ${misses.join('; ')}` : 'yes',
      },
    ];
  },
};
