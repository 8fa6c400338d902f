// Invite by e-mail (POST /classes/bulk-invite): a CSV or XLSX file (first column, or a column
// named email) or a pasted list. Each new invitee costs SPARK_COSTS.invitation sparks, charged
// all or nothing; members, addresses already invited and duplicates are skipped free. Bad rows
// (400 invite/bad-rows) are listed one by one; too few sparks (402) says how many are missing.
// One request id per input: a retry after a network failure is charged once.
import {
  Box, Button, Field, HStack, Link, List, Stack, Text, Textarea,
} from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { LuFileSpreadsheet, LuMail, LuSparkles, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SPARK_COSTS } from '@shared/constants';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, errorMessageRef, formatError, isErrorCode } from '@/lib/api-client';
import { INVITE_FAILED, useBulkInvite, type BulkInviteResult } from '../api/bulk-invite';
import { INVITE_FILE_ACCEPT, fileToBase64, inviteInputProblem, newRequestId, parseEmailList } from '../lib/invite-input';
import { InlineAlert } from './inline-alert';

const SKIP_REASONS: readonly string[] = ['member', 'invited', 'duplicate', 'self'];

type Failure =
  | { kind: 'rows'; rows: { path: string; text: string }[] }
  | { kind: 'sparks'; needed: number | null }
  | { kind: 'text'; title: string; detail?: string };

export function BulkInvitePanel({ classId }: { classId: string }) {
  const intl = useIntl();
  const bulkInvite = useBulkInvite();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [result, setResult] = useState<BulkInviteResult | null>(null);
  const [sending, setSending] = useState(false);
  const emails = parseEmailList(text);
  const cost = SPARK_COSTS.invitation;

  /** A new input is a new request. */
  const changed = () => {
    setRequestId(newRequestId());
    setProblem(null);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const inputProblem = inviteInputProblem({ file, emails });
    if (inputProblem) {
      setProblem(intl.formatMessage(errorMessageRef(inputProblem)));
      return;
    }
    setProblem(null);
    setFailure(null);
    setResult(null);
    setSending(true);
    try {
      const body = file
        ? { classId, requestId, file: { name: file.name, content_base64: await fileToBase64(file) } }
        : { classId, requestId, emails };
      const answer = await bulkInvite(body);
      setResult(answer);
      setRequestId(newRequestId());
      setFile(null);
      setText('');
      toaster.create({
        type: 'success',
        title: intl.formatMessage({ id: 'members.invite.sent' }, { count: answer.invited.length }),
      });
    } catch (error) {
      setFailure(failureOf(error));
      // Only a request that may not have arrived keeps its id (a retry is then charged once).
      if (error instanceof ApiRequestError && error.status !== 0 && error.status < 500) setRequestId(newRequestId());
    } finally {
      setSending(false);
    }
  };

  function failureOf(error: unknown): Failure {
    if (error instanceof ApiRequestError && error.code === 'invite/bad-rows' && error.fields?.length) {
      return {
        kind: 'rows',
        rows: error.fields.map((field) => ({
          path: field.path,
          text: isErrorCode(field.code) ? intl.formatMessage(errorMessageRef(field.code)) : field.message,
        })),
      };
    }
    if (error instanceof ApiRequestError && error.code === 'wallet/insufficient-sparks') {
      const needed = Number(error.values?.needed);
      return { kind: 'sparks', needed: Number.isFinite(needed) ? needed : null };
    }
    const title = intl.formatMessage(INVITE_FAILED);
    const detail = formatError(intl, error, INVITE_FAILED);
    return { kind: 'text', title, detail: detail === title ? undefined : detail };
  }

  return (
    <Stack gap="5" data-testid="bulk-invite-panel">
      <HStack gap="2" align="flex-start" color="fg.muted" fontSize="sm" textAlign="start">
        <LuSparkles aria-hidden style={{ flexShrink: 0, marginBlockStart: '0.2em' }} />
        <Text>
          <FormattedMessage id="members.invite.costNote" values={{ cost }} />{' '}
          <SparkBalance>
            {(balance) => (
              <Text as="span" fontWeight="medium" color="fg" data-testid="bulk-invite-balance">
                <FormattedMessage id="members.invite.balance" values={{ balance }} />
              </Text>
            )}
          </SparkBalance>
        </Text>
      </HStack>

      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>
              <FormattedMessage id="members.invite.file" />
            </Field.Label>
            <input
              ref={fileInput}
              type="file"
              accept={INVITE_FILE_ACCEPT}
              hidden
              data-testid="bulk-invite-file"
              aria-label={intl.formatMessage({ id: 'members.invite.file' })}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                setFile(chosen);
                changed();
              }}
            />
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()} data-testid="bulk-invite-choose-file">
                <LuFileSpreadsheet aria-hidden />
                <FormattedMessage id="members.invite.chooseFile" />
              </Button>
              {file && (
                <HStack gap="1" data-testid="bulk-invite-file-name">
                  <Text fontSize="sm" dir="auto" overflowWrap="anywhere">
                    {file.name}
                  </Text>
                  <Button
                    variant="ghost"
                    size="xs"
                    aria-label={intl.formatMessage({ id: 'members.invite.removeFile' })}
                    onClick={() => {
                      setFile(null);
                      changed();
                    }}
                    data-testid="bulk-invite-clear-file"
                  >
                    <LuX aria-hidden />
                  </Button>
                </HStack>
              )}
            </HStack>
            <Field.HelperText>
              <FormattedMessage id="members.invite.fileHelp" />
            </Field.HelperText>
          </Field.Root>

          <Field.Root disabled={!!file}>
            <Field.Label>
              <FormattedMessage id="members.invite.emails" />
            </Field.Label>
            <Textarea
              value={text}
              rows={4}
              dir="ltr"
              placeholder="sara@example.com, omar@example.com"
              onChange={(event) => {
                setText(event.target.value);
                changed();
              }}
              data-testid="bulk-invite-emails"
            />
            <Field.HelperText>
              {file ? (
                <FormattedMessage id="members.invite.fileChosen" />
              ) : emails.length === 0 ? (
                <FormattedMessage id="members.invite.emailsHelp" />
              ) : (
                <FormattedMessage id="members.invite.emailsCount" values={{ count: emails.length, cost: emails.length * cost }} />
              )}
            </Field.HelperText>
          </Field.Root>

          {problem && <InlineAlert testId="bulk-invite-problem">{problem}</InlineAlert>}
          {failure && <FailureView failure={failure} />}

          <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-end' }} loading={sending} data-testid="bulk-invite-submit">
            <LuMail aria-hidden />
            <FormattedMessage id="members.invite.submit" />
          </Button>
        </Stack>
      </form>

      {result && <ResultView result={result} />}
    </Stack>
  );
}

function FailureView({ failure }: { failure: Failure }) {
  if (failure.kind === 'rows') {
    return (
      <InlineAlert testId="bulk-invite-bad-rows" title={<FormattedMessage id="errors.invite/bad-rows" />}>
        <List.Root as="ul" ps="4" mt="1" data-testid="bulk-invite-row-errors">
          {failure.rows.map((row, index) => (
            <List.Item key={`${row.path}-${index}`} data-testid="bulk-invite-row-error">
              <bdi>{row.path}</bdi>: {row.text}
            </List.Item>
          ))}
        </List.Root>
      </InlineAlert>
    );
  }
  if (failure.kind === 'sparks') {
    return (
      <InlineAlert testId="bulk-invite-insufficient" status="warning" title={<FormattedMessage id="members.invite.insufficientTitle" />}>
        <Stack gap="1" align="flex-start">
          <Text data-needed={failure.needed ?? undefined}>
            {failure.needed !== null ? (
              <FormattedMessage id="errors.wallet/insufficient-sparks" values={{ needed: failure.needed }} />
            ) : (
              <FormattedMessage id="members.invite.insufficient" />
            )}
          </Text>
          <Link asChild fontWeight="semibold" color="brand.fg">
            <RouterLink to="/pricing" data-testid="bulk-invite-buy-sparks">
              <FormattedMessage id="members.invite.buySparks" />
            </RouterLink>
          </Link>
        </Stack>
      </InlineAlert>
    );
  }
  return (
    <InlineAlert testId="bulk-invite-error" title={failure.title}>
      {failure.detail}
    </InlineAlert>
  );
}

function ResultView({ result }: { result: BulkInviteResult }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="4" data-testid="bulk-invite-result" textAlign="start">
      <Stack gap="3">
        <Text fontWeight="semibold" data-testid="bulk-invite-invited-count" data-count={result.invited.length}>
          <FormattedMessage id="members.invite.invitedCount" values={{ count: result.invited.length }} />
        </Text>
        {result.invited.length > 0 && (
          <List.Root as="ul" ps="4" fontSize="sm" dir="ltr" textAlign="start" data-testid="bulk-invite-invited">
            {result.invited.map((email) => (
              <List.Item key={email}>{email}</List.Item>
            ))}
          </List.Root>
        )}
        {result.skipped.length > 0 && (
          <Stack gap="1">
            <Text fontWeight="semibold" data-testid="bulk-invite-skipped-count" data-count={result.skipped.length}>
              <FormattedMessage id="members.invite.skippedCount" values={{ count: result.skipped.length }} />
            </Text>
            <List.Root as="ul" ps="4" fontSize="sm" data-testid="bulk-invite-skipped">
              {result.skipped.map((item) => (
                <List.Item key={`${item.email}-${item.reason}`} data-reason={item.reason}>
                  <bdi>{item.email}</bdi>
                  {': '}
                  <FormattedMessage id={`members.invite.skip.${SKIP_REASONS.includes(item.reason) ? item.reason : 'other'}`} />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
        <Text fontSize="sm" color="fg.muted" data-testid="bulk-invite-charged" data-charged={result.charged}>
          {result.balance === null ? (
            <FormattedMessage id="members.invite.charged" values={{ charged: result.charged }} />
          ) : (
            <FormattedMessage id="members.invite.chargedBalance" values={{ charged: result.charged, balance: result.balance }} />
          )}
        </Text>
      </Stack>
    </Box>
  );
}
