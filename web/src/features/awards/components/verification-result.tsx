// What the public verification page says about one credential id: a valid certificate (who,
// which course, issuer, date, skills, credential id), a revoked one (with its date), an unknown
// id, or the spec's 'Error verifying certificate' with a retry. Only the certificate's own
// facts are shown, nothing else about the learner. Test ids: verify-status (data-state
// valid|revoked|unknown|error), verify-learner, verify-title, verify-issuer, verify-date,
// verify-credential, verify-skills, verify-retry.
import { Badge, Box, Button, Card, HStack, Heading, Icon, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSearchX, LuShieldCheck, LuShieldX, LuTriangleAlert } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { CertificateVerification } from '@shared/schemas/awards';
import { formatError } from '@/lib/api-client';
import { VERIFY_CERTIFICATE_FAILED, type VerifyOutcome } from '../api/verify-certificate';

const LOOK = {
  valid: { icon: LuShieldCheck, palette: 'green' },
  revoked: { icon: LuShieldX, palette: 'red' },
  unknown: { icon: LuSearchX, palette: 'gray' },
  error: { icon: LuTriangleAlert, palette: 'orange' },
} as const;

export function VerificationResult({ outcome, onRetry }: { outcome: VerifyOutcome; onRetry: () => void }) {
  const intl = useIntl();
  const look = LOOK[outcome.state];
  return (
    <Card.Root
      variant="outline"
      borderTopWidth="4px"
      borderTopColor={look.palette === 'gray' ? 'border.emphasized' : `${look.palette}.solid`}
      role={outcome.state === 'error' ? 'alert' : 'status'}
      data-testid="verify-status"
      data-state={outcome.state}
    >
      <Card.Body gap="5" textAlign="start">
        <HStack gap="4" align="flex-start">
          <Box rounded="full" bg={`${look.palette}.subtle`} color={`${look.palette}.fg`} p="3" flexShrink={0}>
            <Icon as={look.icon} boxSize="8" aria-hidden />
          </Box>
          <Stack gap="1" minW="0">
            <Heading as="h2" size="lg" color={`${look.palette}.fg`}>
              <FormattedMessage id={`awards.verify.${outcome.state}.title`} />
            </Heading>
            <Text color="fg.muted">
              {outcome.state === 'valid' && (
                <FormattedMessage
                  id="awards.verify.valid.body"
                  values={{
                    learner: <bdi>{outcome.verification.certificate.learner_name}</bdi>,
                    course: <bdi>{outcome.verification.certificate.title}</bdi>,
                  }}
                />
              )}
              {outcome.state === 'revoked' &&
                (outcome.verification.revoked_at ? (
                  <FormattedMessage
                    id="awards.verify.revoked.body"
                    values={{ date: <FormattedDate value={outcome.verification.revoked_at} dateStyle="long" /> }}
                  />
                ) : (
                  <FormattedMessage id="awards.verify.revoked.bodyNoDate" />
                ))}
              {outcome.state === 'unknown' && (
                <FormattedMessage id="awards.verify.unknown.body" values={{ code: <bdi dir="ltr">{outcome.code}</bdi> }} />
              )}
              {outcome.state === 'error' && formatError(intl, outcome.error, VERIFY_CERTIFICATE_FAILED)}
            </Text>
          </Stack>
        </HStack>
        {(outcome.state === 'valid' || outcome.state === 'revoked') && (
          <CertificateFacts certificate={outcome.verification.certificate} revoked={outcome.state === 'revoked'} />
        )}
        {outcome.state === 'error' && (
          <Box>
            <Button size="sm" variant="outline" onClick={() => onRetry()} data-testid="verify-retry">
              <FormattedMessage id="awards.verify.retry" />
            </Button>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function CertificateFacts({ certificate, revoked }: { certificate: CertificateVerification['certificate']; revoked: boolean }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
      columnGap="6"
      rowGap={{ base: '1', sm: '3' }}
      alignItems="baseline"
      borderTopWidth="1px"
      pt="4"
      opacity={revoked ? 0.75 : 1}
    >
      <Fact label="awards.verify.field.learner" testId="verify-learner">
        <Text as="bdi" fontWeight="semibold">{certificate.learner_name}</Text>
      </Fact>
      <Fact label="awards.verify.field.course" testId="verify-title">
        <bdi>{certificate.title}</bdi>
      </Fact>
      <Fact label="awards.verify.field.issuer" testId="verify-issuer">
        <bdi>{certificate.issuer}</bdi>
      </Fact>
      <Fact label="awards.verify.field.date" testId="verify-date">
        <FormattedDate value={certificate.issued_at} dateStyle="long" />
      </Fact>
      <Fact label="awards.verify.field.credential" testId="verify-credential">
        {/* A Latin code: kept left to right inside Arabic text. */}
        <Text as="bdi" dir="ltr" fontFamily="mono" letterSpacing="wide">{certificate.credential_id}</Text>
      </Fact>
      {certificate.skills.length > 0 && (
        <Fact label="awards.verify.field.skills" testId="verify-skills">
          <Wrap as="ul" gap="1.5" listStyleType="none" m="0" p="0">
            {certificate.skills.map((skill, index) => (
              <Badge as="li" key={`${index}-${skill}`} variant="subtle" colorPalette="brand" dir="auto">
                {skill}
              </Badge>
            ))}
          </Wrap>
        </Fact>
      )}
    </Box>
  );
}

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" fontSize="sm" color="fg.muted" mt={{ base: '2', sm: '0' }}>
        <FormattedMessage id={label} />
      </Text>
      <Box as="dd" m="0" minW="0" overflowWrap="anywhere" data-testid={testId}>
        {children}
      </Box>
    </>
  );
}
