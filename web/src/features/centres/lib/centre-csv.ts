// The analytics export's file name when the server's Content-Disposition names none:
// "centre-analytics-2026-11-25.csv".
export function analyticsFileName(now: Date): string {
  return `centre-analytics-${now.toISOString().slice(0, 10)}.csv`;
}

/** The plain or UTF-8 file name of a Content-Disposition header, path parts removed; null without one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = null;
    }
  }
  name ??= /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
  const safe = name?.replace(/[\\/:*?"<>|\p{Cc}]/gu, '').trim();
  return safe ? safe : null;
}
