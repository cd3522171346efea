/** "2,5" rather than "2.5": Turkish decimal comma. */
export function formatDays(days: number): string {
  return String(days).replace('.', ',');
}
