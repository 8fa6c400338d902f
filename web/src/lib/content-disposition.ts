// The file name a download's Content-Disposition names (RFC 6266: filename* with UTF-8 or
// ISO-8859-1 percent-encoding wins over the plain filename), made safe to save under.

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2) return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  return trimmed;
}

/** Percent-decoding of an ISO-8859-1 value: every byte is one character. */
function latin1(value: string): string {
  return value.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Keeps a name safe for every file system: no path separators or control characters. */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return cleaned.replace(/^\.+/, '');
}

/** The file name a Content-Disposition header names, or null. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let plain: string | null = null;
  let extended: string | null = null;
  for (const part of header.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const value = part.slice(eq + 1).trim();
    if (key === 'filename*') {
      const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value);
      if (match) {
        try {
          extended = match[1]!.toLowerCase() === 'utf-8' || match[1] === '' ? decodeURIComponent(match[2]!) : latin1(match[2]!);
        } catch {
          extended = null;
        }
      }
    } else if (key === 'filename') {
      plain = unquote(value);
    }
  }
  const chosen = [extended, plain].map((name) => (name ? safeFileName(name) : '')).find((name) => name !== '');
  return chosen ?? null;
}
