// The centre's analytics export (GET /training-centre/analytics.csv): one header, a row per
// course, then a row per class. Pure; shared/csv.ts writes the file.
import type { CsvValue } from '../shared/csv';
import type { CentreAnalytics } from '../shared/schemas/centre-area';

export const CENTRE_CSV_HEADER = [
  'section', 'id', 'name', 'status', 'enrollments', 'completions', 'completion_rate', 'submissions', 'average_percent',
] as const;

export function centreCsvRows(analytics: CentreAnalytics): CsvValue[][] {
  return [
    ...analytics.courses.map((c) => ['course', c.course_id, c.title, c.status, c.enrollments, c.completions, c.completion_rate, null, null]),
    ...analytics.classes.map((c) => ['class', c.class_id, c.name, null, null, null, null, c.submissions, c.average_percent]),
  ];
}
