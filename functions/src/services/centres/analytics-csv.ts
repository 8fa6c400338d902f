// GET /training-centre/analytics.csv: the analytics as a spreadsheet (shared/csv.ts: BOM, CRLF,
// formula guard), a row per course then per class.
import { CENTRE_CSV_HEADER, centreCsvRows } from '../../domain/centre-csv';
import { toCsv } from '../../shared/csv';
import { getCentreAnalytics } from './analytics';

export async function centreAnalyticsCsv(centre: string): Promise<string> {
  return toCsv(CENTRE_CSV_HEADER, centreCsvRows(await getCentreAnalytics(centre)));
}
