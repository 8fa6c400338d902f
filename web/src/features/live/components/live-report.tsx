// The host's report of a finished live game (docs/live.md, "Report"): the game's figures, a
// table per question (correct answer, answers chosen, correct %, average time) and per player
// (rank, score, correct answers), a CSV download and, for a class's game, reward points for
// the players who are its students. Shown on the host's screen once the game
// is complete and at /live/reports/{sessionId} (linked from My quizzes).
import { Badge, Button, Card, Flex, HStack, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCheck, LuDownload } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { LiveReportDto } from '@shared/schemas/live-report';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { LIVE_REPORT_FAILED, getLiveReport } from '../api/get-live-report';
import { LiveReportPoints } from './live-report-points';
import { answerText, distributionOf, reportCsv, reportFileName, seconds, type ReportCsvHeaders, type ReportLabels } from '../lib/report-csv';
import { saveCsv } from '@/lib/save-file';

/** Loads and shows the report of session `sessionId`. */
export function LiveReportPanel({ sessionId, heading = 'h2' }: { sessionId: string; heading?: 'h1' | 'h2' }) {
  const intl = useIntl();
  const report = useRemote(`live-report:${sessionId}`, (signal) => getLiveReport(sessionId, signal));
  if (report.status === 'loading') return <Skeleton h="64" rounded="xl" w="full" data-testid="live-report-loading" />;
  if (report.status === 'error') {
    return (
      <RetryMessage
        message={formatError(intl, report.error, LIVE_REPORT_FAILED)}
        retryLabel={<FormattedMessage id="live.report.retry" />}
        onRetry={report.reload}
        testId="live-report-error"
      />
    );
  }
  return <LiveReportView report={report.data} heading={heading} />;
}

const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function LiveReportView({ report, heading = 'h2' }: { report: LiveReportDto; heading?: 'h1' | 'h2' }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const labels: ReportLabels = { trueLabel: t('live.answer.true'), falseLabel: t('live.answer.false'), essay: t('live.report.essay') };
  const headers: ReportCsvHeaders = {
    ...labels,
    questions: t('live.report.csv.questions'),
    players: t('live.report.csv.players'),
    number: t('live.report.col.number'),
    question: t('live.report.col.question'),
    answer: t('live.report.col.answer'),
    distribution: t('live.report.col.distribution'),
    answered: t('live.report.col.answered'),
    correct: t('live.report.col.correct'),
    correctPct: t('live.report.col.correctPct'),
    avgSeconds: t('live.report.csv.seconds'),
    points: t('live.report.col.points'),
    rank: t('live.report.col.rank'),
    player: t('live.report.col.player'),
    score: t('live.report.col.score'),
    correctAnswers: t('live.report.col.correctAnswers'),
  };
  const none = <Text as="span" color="fg.muted">{t('live.report.none')}</Text>;
  return (
    <Stack gap="5" w="full" data-testid="live-report" data-session-id={report.session_id}>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} gap="3" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1" textAlign="start">
          <Heading as={heading} size={heading === 'h1' ? '2xl' : 'xl'}>
            <FormattedMessage id="live.report.title" />
          </Heading>
          <Text color="fg.muted" data-testid="live-report-subtitle">
            <FormattedMessage
              id="live.report.subtitle"
              values={{
                title: <bdi key="t">{report.quiz_title}</bdi>,
                date: report.ended_at ? <FormattedDate key="d" value={report.ended_at} dateStyle="medium" timeStyle="short" /> : '',
              }}
            />
          </Text>
          <HStack gap="2" wrap="wrap">
            <Badge variant="subtle" data-testid="live-report-player-count" data-count={report.player_count}>
              <FormattedMessage id="live.report.players" values={{ count: report.player_count }} />
            </Badge>
            <Badge variant="subtle">
              <FormattedMessage id="live.report.played" values={{ played: report.questions_played, total: report.question_count }} />
            </Badge>
            {report.avg_correct_pct !== null && (
              <Badge variant="subtle" colorPalette="green" data-testid="live-report-avg-correct" data-pct={report.avg_correct_pct}>
                <FormattedMessage id="live.report.avgCorrect" values={{ value: report.avg_correct_pct / 100 }} />
              </Badge>
            )}
          </HStack>
        </Stack>
        <Button colorPalette="brand" variant="outline" onClick={() => saveCsv(reportFileName(report), reportCsv(report, headers))} data-testid="live-report-csv">
          <LuDownload aria-hidden />
          <FormattedMessage id="live.report.download" />
        </Button>
      </Flex>

      {report.class_id && report.players.length > 0 && <LiveReportPoints report={report} classId={report.class_id} />}

      <Section title={<FormattedMessage id="live.report.questionsTitle" />} empty={report.questions.length === 0 ? 'live.report.noQuestions' : null} testId="live-report-questions">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...numeric}>{headers.number}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">{headers.question}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">{headers.answer}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">{headers.distribution}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{headers.answered}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{headers.correctPct}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{t('live.report.col.avgTime')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.questions.map((q) => (
              <Table.Row key={q.index} data-testid="live-report-question" data-index={q.index} data-correct-pct={q.correct_pct ?? ''} data-answered={q.answered}>
                <Table.Cell {...numeric}>
                  <FormattedNumber value={q.index + 1} />
                </Table.Cell>
                <Table.Cell textAlign="start" minW="48">
                  <Text as="span" dir="auto">
                    {q.text}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="start">
                  <Text as="span" dir="auto" color={q.type === 'essay' ? 'fg.muted' : 'green.fg'} fontWeight="semibold">
                    {answerText(q, labels)}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="start">
                  <Stack gap="0.5">
                    {distributionOf(q, labels).map((item, i) => (
                      <HStack key={i} gap="1" fontSize="sm" data-testid="live-report-choice" data-count={item.count}>
                        {item.correct && <LuCheck aria-hidden />}
                        <Text as="span" dir="auto" fontWeight={item.correct ? 'semibold' : 'normal'}>
                          {item.label}
                        </Text>
                        <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
                          <FormattedNumber value={item.count} />
                        </Text>
                      </HStack>
                    ))}
                  </Stack>
                </Table.Cell>
                <Table.Cell {...numeric}>
                  <FormattedNumber value={q.answered} />
                </Table.Cell>
                <Table.Cell {...numeric}>{q.correct_pct === null ? none : <FormattedNumber value={q.correct_pct / 100} style="percent" />}</Table.Cell>
                <Table.Cell {...numeric}>
                  {q.avg_response_ms === null ? none : <FormattedMessage id="live.report.seconds" values={{ seconds: seconds(q.avg_response_ms) }} />}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>

      <Section title={<FormattedMessage id="live.report.playersTitle" />} empty={report.players.length === 0 ? 'live.report.noPlayers' : null} testId="live-report-players">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...numeric}>{headers.rank}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">{headers.player}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{headers.score}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{headers.correctAnswers}</Table.ColumnHeader>
              <Table.ColumnHeader {...numeric}>{headers.answered}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.players.map((p) => (
              <Table.Row key={p.uid} data-testid="live-report-player" data-uid={p.uid} data-score={p.score} data-correct={p.correct}>
                <Table.Cell {...numeric}>{p.rank === null ? none : <FormattedNumber value={p.rank} />}</Table.Cell>
                <Table.Cell textAlign="start">
                  <Text as="span" dir="auto" fontWeight="semibold">
                    {p.nickname}
                  </Text>
                </Table.Cell>
                <Table.Cell {...numeric}>
                  <FormattedNumber value={p.score} />
                </Table.Cell>
                <Table.Cell {...numeric}>
                  <FormattedNumber value={p.correct} />
                </Table.Cell>
                <Table.Cell {...numeric}>
                  <FormattedNumber value={p.answered} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>
    </Stack>
  );
}

function Section({ title, empty, testId, children }: { title: ReactNode; empty: string | null; testId: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" w="full" minW="0" data-testid={testId}>
      <Card.Header>
        <Heading as="h3" size="md" textAlign="start">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="0" minW="0">
        {empty ? (
          <Text color="fg.muted" textAlign="start">
            <FormattedMessage id={empty} />
          </Text>
        ) : (
          <Table.ScrollArea position="relative">{children}</Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}
