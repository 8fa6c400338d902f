// A challenge's submissions (class teachers): who submitted (score, band, waiting for grading,
// late) and who has not; open one to grade it, or give its student reward points.
// Test ids: challenge-submissions, submission-row-{uid} (data-status), submission-grade-{uid},
// give-points-open-{uid}, submissions-empty, not-submitted-{uid}, submissions-back.
import { Badge, Box, Button, HStack, Heading, IconButton, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuGift, LuPencilLine } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { GivePointsDialog, type PointsRecipient } from '@/components/awards/give-points-dialog';
import { BandBadge } from '@/components/challenges/band-badge';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { LIST_SUBMISSIONS_FAILED, listSubmissions } from '../api/list-submissions';
import type { ChallengeView } from '../lib/challenge-view';
import { BackButton } from './back-button';

export function SubmissionsPanel({
  classId,
  challengeId,
  title,
  onOpen,
}: {
  classId: string;
  challengeId: string;
  title: string | null;
  onOpen: (view: ChallengeView) => void;
}) {
  const intl = useIntl();
  const list = useRemote(`submissions:${classId}:${challengeId}`, (signal) => listSubmissions(classId, challengeId, signal));
  const [giving, setGiving] = useState<PointsRecipient | null>(null);
  return (
    <Stack gap="5" data-testid="challenge-submissions">
      <BackButton onClick={() => onOpen({ kind: 'list' })} testId="submissions-back" />
      <Stack gap="0" textAlign="start">
        <Heading as="h2" size="lg">
          <FormattedMessage id="challenges.submissions.title" />
        </Heading>
        {title && (
          <Text color="fg.muted" dir="auto">
            {title}
          </Text>
        )}
      </Stack>
      {list.status === 'loading' && <Skeleton h="40" rounded="lg" />}
      {list.status === 'error' && (
        <RetryMessage
          message={formatError(intl, list.error, LIST_SUBMISSIONS_FAILED)}
          retryLabel={<FormattedMessage id="challenges.common.retry" />}
          onRetry={list.reload}
        />
      )}
      {list.status === 'success' && (
        <>
          {list.data.submissions.length === 0 ? (
            <Text color="fg.muted" data-testid="submissions-empty">
              <FormattedMessage id="challenges.submissions.empty" />
            </Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="lg">
              <Table.Root size="sm" interactive>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <FormattedMessage id="challenges.submissions.student" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <FormattedMessage id="challenges.submissions.score" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <FormattedMessage id="challenges.submissions.status" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader hideBelow="md">
                      <FormattedMessage id="challenges.submissions.submittedAt" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Box srOnly>
                        <FormattedMessage id="challenges.submissions.actions" />
                      </Box>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {list.data.submissions.map((row) => (
                    <Table.Row key={row.uid} data-testid={`submission-row-${row.uid}`} data-status={row.status}>
                      <Table.Cell fontWeight="medium" dir="auto">
                        {row.name || intl.formatMessage({ id: 'challenges.submissions.unnamed' })}
                      </Table.Cell>
                      <Table.Cell>
                        <Stack gap="1">
                          <Text>
                            <FormattedMessage
                              id="challenges.result.scoreLine"
                              values={{ score: <FormattedNumber value={row.score} maximumFractionDigits={2} />, max: row.max_score }}
                            />
                          </Text>
                          <HStack gap="1">
                            <Text fontSize="xs" color="fg.muted">
                              <FormattedNumber value={row.percent / 100} style="percent" maximumFractionDigits={1} />
                            </Text>
                            <BandBadge band={row.band} />
                          </HStack>
                        </Stack>
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="1" wrap="wrap">
                          <Badge colorPalette={row.status === 'graded' ? 'green' : 'orange'} variant={row.status === 'graded' ? 'subtle' : 'solid'}>
                            <FormattedMessage id={`challenges.status.${row.status}`} />
                          </Badge>
                          {row.late && (
                            <Badge colorPalette="red" variant="outline">
                              <FormattedMessage id="challenges.status.late" />
                            </Badge>
                          )}
                        </HStack>
                      </Table.Cell>
                      <Table.Cell hideBelow="md" color="fg.muted" fontSize="sm">
                        {row.submitted_at && <FormattedDate value={row.submitted_at} dateStyle="medium" timeStyle="short" />}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <HStack gap="1" justify="flex-end">
                          <Button
                            size="xs"
                            colorPalette="brand"
                            variant={row.status === 'graded' ? 'outline' : 'solid'}
                            onClick={() => onOpen({ kind: 'grade', challengeId, studentUid: row.uid })}
                            data-testid={`submission-grade-${row.uid}`}
                          >
                            <LuPencilLine aria-hidden />
                            <FormattedMessage id={row.status === 'graded' ? 'challenges.submissions.review' : 'challenges.submissions.grade'} />
                          </Button>
                          <IconButton
                            size="xs"
                            variant="ghost"
                            colorPalette="brand"
                            onClick={() => setGiving({ uid: row.uid, name: row.name })}
                            aria-label={intl.formatMessage(
                              { id: 'awards.givePoints.openNamed' },
                              { name: row.name || intl.formatMessage({ id: 'challenges.submissions.unnamed' }) },
                            )}
                            title={intl.formatMessage({ id: 'awards.givePoints.open' })}
                            data-testid={`give-points-open-${row.uid}`}
                          >
                            <LuGift />
                          </IconButton>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {list.data.not_submitted.length > 0 && (
            <Stack gap="2">
              <Heading as="h3" size="sm">
                <FormattedMessage id="challenges.submissions.notSubmitted" values={{ count: list.data.not_submitted.length }} />
              </Heading>
              <HStack gap="2" wrap="wrap">
                {list.data.not_submitted.map((student) => (
                  <Badge key={student.uid} variant="outline" size="lg" dir="auto" data-testid={`not-submitted-${student.uid}`}>
                    {student.name || intl.formatMessage({ id: 'challenges.submissions.unnamed' })}
                  </Badge>
                ))}
              </HStack>
            </Stack>
          )}
        </>
      )}
      {giving && (
        <GivePointsDialog classId={classId} recipients={[giving]} source="challenge" sourceId={challengeId} onClose={() => setGiving(null)} />
      )}
    </Stack>
  );
}
