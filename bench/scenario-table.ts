/** The plain scenarios of scenarios.ts (every feature's calls, no floor), one autocannon run each. */
import { measure, round, type BenchPart } from './part';
import { scenarios } from './scenarios';

export const scenariosPart: BenchPart = {
  name: 'scenarios',
  async run(context) {
    const rows = [];
    for (const scenario of scenarios.filter((s) => s.name.includes(context.only))) {
      const bearer =
        scenario.auth === 'employee' ? context.tokens.employee : scenario.auth ? context.tokens.admin : null;
      const connections = scenario.connections ?? context.connections;
      const measured = await measure(
        `${context.address}${scenario.path.replace('{employeeId}', context.employeeId)}`,
        {
          host: scenario.host === 'main' ? 'localhost' : context.host,
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        connections,
        context.duration,
        scenario.method,
      );
      rows.push({
        part: 'scenarios',
        call: scenario.name,
        conns: connections,
        'req/s': round(measured.rps),
        'p50 ms': round(measured.p50, 1),
        'p99 ms': round(measured.p99, 1),
        'KB/resp': round(measured.kb, 1),
        ...(measured.failed ? { met: `NO: ${measured.failed} failed` } : {}),
      });
    }
    return rows;
  },
};
