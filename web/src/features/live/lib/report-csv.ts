// The host's report as text: the correct answer and the distribution of a question (shared by
// the report's table and its CSV), and the CSV file itself (two sections, questions then
// players; a UTF-8 BOM so that Excel shows Arabic; formulas neutralised: @shared/csv). Pure.
import { BOM, csvRow, type CsvValue } from '@shared/csv';
import type { LiveReportDto, LiveReportQuestion } from '@shared/schemas/live-report';

export interface ReportLabels {
  trueLabel: string;
  falseLabel: string;
  essay: string;
}

/** The correct answer as text ('' when there is none to show). */
export function answerText(question: Pick<LiveReportQuestion, 'type' | 'correct_answer'>, labels: ReportLabels): string {
  const key = question.correct_answer;
  if (question.type === 'essay' || key === null) return labels.essay;
  if (typeof key === 'boolean') return key ? labels.trueLabel : labels.falseLabel;
  return key.join(' / ');
}

export interface DistributionItem {
  label: string;
  count: number;
  correct: boolean;
}

/** One item per option (multiple choice), true and false (true/false); none for typed answers. */
export function distributionOf(question: Pick<LiveReportQuestion, 'type' | 'options' | 'counts' | 'correct_options'>, labels: ReportLabels): DistributionItem[] {
  if (question.type !== 'multiple_choice' && question.type !== 'true_false') return [];
  return question.counts.map((count, i) => ({
    label: question.type === 'true_false' ? (i === 0 ? labels.trueLabel : labels.falseLabel) : (question.options[i] ?? ''),
    count,
    correct: question.correct_options.includes(i),
  }));
}

/** Seconds with one decimal, or null. */
export const seconds = (ms: number | null): number | null => (ms === null ? null : Math.round(ms / 100) / 10);

export interface ReportCsvHeaders extends ReportLabels {
  questions: string;
  players: string;
  number: string;
  question: string;
  answer: string;
  distribution: string;
  answered: string;
  correct: string;
  correctPct: string;
  avgSeconds: string;
  points: string;
  rank: string;
  player: string;
  score: string;
  correctAnswers: string;
}

export function reportCsv(report: Pick<LiveReportDto, 'questions' | 'players'>, h: ReportCsvHeaders): string {
  const rows: (readonly CsvValue[])[] = [
    [h.questions],
    [h.number, h.question, h.answer, h.distribution, h.answered, h.correct, h.correctPct, h.avgSeconds, h.points],
    ...report.questions.map((q) => [
      q.index + 1,
      q.text,
      answerText(q, h),
      distributionOf(q, h)
        .map((item) => `${item.label}: ${item.count}`)
        .join('; '),
      q.answered,
      q.correct,
      q.correct_pct,
      seconds(q.avg_response_ms),
      q.points,
    ]),
    [],
    [h.players],
    [h.rank, h.player, h.score, h.correctAnswers, h.answered],
    ...report.players.map((p) => [p.rank, p.nickname, p.score, p.correct, p.answered]),
  ];
  return BOM + rows.map((row) => `${csvRow(row)}\r\n`).join('');
}

/** "live-report-2026-11-24-ab12cd.csv" */
export function reportFileName(report: Pick<LiveReportDto, 'session_id' | 'ended_at'>): string {
  const day = (report.ended_at ?? '').slice(0, 10) || 'game';
  return `live-report-${day}-${report.session_id.slice(0, 6).toLowerCase()}.csv`;
}
