// The analytics export's file name when the server's Content-Disposition names none:
// "centre-analytics-2026-11-25.csv".
export function analyticsFileName(now: Date): string {
  return `centre-analytics-${now.toISOString().slice(0, 10)}.csv`;
}
