// Runs the API tests that write the demo or count by month, on PGlite, with the clock set to the coming
// calendar edges by libfaketime: a month's first minutes in Istanbul (still the day before in UTC), New
// Year, the end of February, a Sunday and a dawn before office hours. The demo's story is dated from
// today, so a test that passes today can fail on such a day (README.md, "Test it").
// Not part of `npm test` (a run per date); run it when changing the demo or anything dated by month.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ISTANBUL_OFFSET_HOURS = 3;

function hasFaketime() {
  return spawnSync('faketime', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A moment given in Istanbul's time, as the UTC text faketime takes ("YYYY-MM-DD hh:mm:ss"). */
function istanbul(year, month, day, hour, minute) {
  const utc = new Date(Date.UTC(year, month - 1, day, hour - ISTANBUL_OFFSET_HOURS, minute));
  return utc.toISOString().slice(0, 19).replace('T', ' ');
}

function comingEdges(now = new Date()) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const nextMonth = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const sunday = new Date(now.getTime() + ((7 - now.getUTCDay()) % 7 || 7) * 86_400_000);
  const monday = new Date(sunday.getTime() + 86_400_000);
  return [
    ['the next month, 00:30 on its first day', istanbul(nextMonth.year, nextMonth.month, 1, 0, 30)],
    ['New Year, 00:30', istanbul(year + 1, 1, 1, 0, 30)],
    ['1 March, 00:40 (after February)', istanbul(month < 3 ? year : year + 1, 3, 1, 0, 40)],
    ['a Sunday, 10:00', istanbul(sunday.getUTCFullYear(), sunday.getUTCMonth() + 1, sunday.getUTCDate(), 10, 0)],
    ['a Monday, 04:30', istanbul(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), 4, 30)],
  ];
}

function datedTestFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts') && /demo|month/i.test(readFileSync(full, 'utf8'))) files.push(full);
    }
  };
  walk(root);
  return files.sort();
}

if (!hasFaketime()) {
  console.error('calendar-edges: libfaketime is missing. Install it with: sudo apt-get install -y faketime');
  process.exit(1);
}
const files = datedTestFiles('packages/server/src');
let failed = 0;
// One run per moment (in December the next month's first day is New Year's).
const edges = new Map(comingEdges().map(([label, moment]) => [moment, label]));
for (const [moment, label] of edges) {
  console.log(`\n=== ${label}: ${moment} UTC (${files.length} files)`);
  try {
    execFileSync('faketime', ['-f', `@${moment}`, 'npx', 'vitest', 'run', '--project', 'api-pglite', ...files], {
      stdio: 'inherit',
    });
  } catch {
    failed++;
  }
}
if (failed) {
  console.error(`\ncalendar-edges: failures on ${failed} of the dates above`);
  process.exit(1);
}
