// Firestore gives Timestamps, tests may write Dates or numbers: read them all as milliseconds.

export function toMillis(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date) return value.getTime();
  if (value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function') {
    const millis: unknown = value.toMillis();
    return typeof millis === 'number' ? millis : undefined;
  }
  return undefined;
}
