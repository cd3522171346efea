/**
 * What two team names must share to be one team (issue 23 item 1, docs/approval-rules.md "Team
 * names"): the name in Unicode NFC, every run of white space one space, trimmed, lower-cased by the
 * Turkish rules: "I" → "ı" and "İ" → "i" (so "IŞIK" and "Işık" are one team, "İK" and "ik" too, and
 * "sinir" and "sınır" stay two). The database stores it as `teams.name_key` under a unique index;
 * the server computes it here on every write and lookup, never in SQL. Migration 0021 backfilled the
 * rows before it with the same folding written in SQL; `src/db/migration-0021-team-name-key.test.ts` in
 * the server holds the two equal on a table of names.
 */
export function teamNameKey(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('tr-TR');
}
