/**
 * Hot reads against their floor. For each call: run it once to warm any cache, then once more with
 * the SQL recorder on, give those statements to the floor (floor.ts), and measure app and floor
 * alternately (app, floor, app, floor…) at each connection count with autocannon. The ratio
 * app/floor is the share of the bare database-bound throughput that Paydos keeps.
 */
import { startFloor } from './floor';
import { measure, round, type BenchContext, type BenchPart, type Measured, type SummaryRow } from './part';
import { waitForQuiet } from './sql-capture';
import { hotReads, type HotRead } from './scenarios';

/** The share of the floor's throughput every hot read must reach (issue 14). */
export const FLOOR_RATIO_TARGET = 0.8;

interface Options {
  part: string;
  reads: HotRead[];
  rounds: number;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

function headersOf(context: BenchContext, read: HotRead): Record<string, string> {
  const token = read.auth ? context.tokens[read.auth] : null;
  return {
    host: read.host === 'main' ? 'localhost' : context.host,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

export async function measureAgainstFloor(
  context: BenchContext,
  { part, reads, rounds }: Options,
): Promise<SummaryRow[]> {
  const floor = await startFloor(context.handle, context.databaseUrl);
  const rows: SummaryRow[] = [];
  try {
    for (const read of reads.filter((r) => r.name.includes(context.only))) {
      const path = read.path.replace('{employeeId}', context.employeeId);
      const headers = headersOf(context, read);
      await context.app.inject({ url: path, headers }); // warm: a cache the app keeps is filled before the recorded call
      context.sql.record();
      const answer = await context.app.inject({ url: path, headers });
      const statements = context.sql.stop();
      if (answer.statusCode !== 200) {
        rows.push({
          part,
          call: read.name,
          met: `NO: the call answered ${answer.statusCode} ${answer.body.slice(0, 120)}`,
        });
        continue;
      }
      floor.add(read.name, statements);
      const floorBody = await (await fetch(floor.url(read.name))).text();
      console.log(
        `${read.name}: ${statements.length} statements, app ${round(answer.rawPayload.length / 1024, 1)} KB, floor ${round(Buffer.byteLength(floorBody) / 1024, 1)} KB`,
      );
      if (context.showSql) for (const s of statements) console.log(`    ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);

      let singleP50 = 0;
      for (const connections of read.connections ?? [1, 100]) {
        // A call that takes long alone would only queue at many connections, past the run's end and into the next one.
        if (connections > 1 && singleP50 * connections > 4 * context.duration * 1000) {
          rows.push({
            part,
            call: read.name,
            conns: connections,
            met: `skipped: one request takes ${round(singleP50)} ms alone; ${connections} at once would each wait ~${round((singleP50 * connections) / 1000)} s`,
          });
          continue;
        }
        const app: Measured[] = [];
        const bare: Measured[] = [];
        const sqlMs: number[] = [];
        const floorSqlMs: number[] = [];
        for (let i = 0; i < rounds; i++) {
          context.sql.resetTiming();
          const measured = await measure(`${context.address}${path}`, headers, connections, context.duration);
          const timing = context.sql.timing();
          sqlMs.push(measured.requests ? timing.ms / measured.requests : 0);
          app.push(measured);
          await waitForQuiet(context.sql);
          context.sql.resetTiming();
          const floorMeasured = await measure(floor.url(read.name), {}, connections, context.duration);
          floorSqlMs.push(floorMeasured.requests ? context.sql.timing().ms / floorMeasured.requests : 0);
          bare.push(floorMeasured);
          await waitForQuiet(context.sql);
        }
        const appRps = mean(app.map((m) => m.rps));
        const floorRps = mean(bare.map((m) => m.rps));
        const p50 = mean(app.map((m) => m.p50));
        const p99 = mean(app.map((m) => m.p99));
        if (connections === 1) singleP50 = p50;
        const ratio = floorRps ? appRps / floorRps : 0;
        const misses: string[] = [];
        if (ratio < FLOOR_RATIO_TARGET) misses.push(`ratio ${round(ratio, 2)} < ${FLOOR_RATIO_TARGET}`);
        if (connections === 1 && read.p50TargetMs !== undefined && p50 > read.p50TargetMs)
          misses.push(`p50 ${round(p50, 1)} > ${read.p50TargetMs} ms`);
        if (connections === read.p99Target?.connections && p99 > read.p99Target.ms)
          misses.push(`p99 ${round(p99, 1)} > ${read.p99Target.ms} ms`);
        const failed = app.reduce((s, m) => s + m.failed, 0) + bare.reduce((s, m) => s + m.failed, 0);
        if (failed) misses.push(`${failed} failed requests`);
        const targets = [
          `≥ ${FLOOR_RATIO_TARGET} floor`,
          ...(connections === 1 && read.p50TargetMs !== undefined ? [`p50 ≤ ${read.p50TargetMs} ms`] : []),
          ...(connections === read.p99Target?.connections ? [`p99 ≤ ${read.p99Target.ms} ms`] : []),
        ];
        rows.push({
          part,
          call: read.name,
          conns: connections,
          'req/s': round(appRps),
          'p50 ms': round(p50, 1),
          'p99 ms': round(p99, 1),
          'KB/resp': round(mean(app.map((m) => m.kb)), 1),
          stmts: statements.length,
          'SQL ms/req': round(mean(sqlMs), 2),
          'floor req/s': round(floorRps),
          'floor p50 ms': round(mean(bare.map((m) => m.p50)), 1),
          'floor SQL ms/req': round(mean(floorSqlMs), 2),
          'app/floor': round(ratio, 2),
          'CPU ms/req': round(mean(app.map((m) => m.cpuMs)), 2),
          'floor CPU ms/req': round(mean(bare.map((m) => m.cpuMs)), 2),
          target: targets.join('; '),
          met: misses.length ? `NO: ${misses.join('; ')}` : 'yes',
        });
        console.log(
          `  ${connections} conn: app ${round(appRps)} req/s, floor ${round(floorRps)} req/s, ratio ${round(ratio, 2)}; ` +
            `CPU ${round(mean(app.map((m) => m.cpuMs)), 2)} vs ${round(mean(bare.map((m) => m.cpuMs)), 2)} ms/req`,
        );
      }
    }
  } finally {
    await floor.close();
  }
  return rows;
}

export const hotReadsPart: BenchPart = {
  name: 'hot-reads',
  run: (context) => measureAgainstFloor(context, { part: 'hot reads', reads: hotReads, rounds: context.rounds }),
};
