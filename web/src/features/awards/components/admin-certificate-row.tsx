// One certificate in the administrators' list: course title, holder, issuer, credential id,
// issue date and status (a revoked one says so, with its date), the verification page and
// Revoke (valid ones only).
// Test ids: admin-cert-{awardId} (data-status), admin-cert-status, admin-cert-learner,
// admin-cert-credential, admin-cert-verify, admin-cert-revoke.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { LuBan, LuExternalLink } from 'react-icons/lu';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminCertificateView } from '@shared/schemas/awards';
import { verifyPath } from './certificate-card';

export function AdminCertificateRow({ certificate, busy, onRevoke }: { certificate: AdminCertificateView; busy: boolean; onRevoke: () => void }) {
  const revoked = certificate.status === 'revoked';
  return (
    <Card.Root as="li" variant="outline" data-testid={`admin-cert-${certificate.id}`} data-status={certificate.status}>
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', md: 'center' }}>
          <Stack gap="1" minW="0" textAlign="start">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" dir="auto">
                {certificate.title}
              </Text>
              <Badge colorPalette={revoked ? 'red' : 'green'} variant="subtle" data-testid="admin-cert-status">
                <FormattedMessage id={revoked ? 'awards.certificate.revoked' : 'awards.admin.certificates.valid'} />
              </Badge>
            </HStack>
            <Text fontSize="sm" data-testid="admin-cert-learner">
              <FormattedMessage id="awards.admin.certificates.holder" values={{ name: <bdi>{certificate.learner_name}</bdi> }} />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="awards.certificate.issuedBy" values={{ name: <bdi>{certificate.issuer.name}</bdi> }} />
              {' · '}
              <FormattedMessage id="awards.certificate.issuedOn" values={{ date: <FormattedDate value={certificate.date} dateStyle="medium" /> }} />
              {revoked && certificate.revoked_at && (
                <>
                  {' · '}
                  <FormattedMessage id="awards.certificate.revokedOn" values={{ date: <FormattedDate value={certificate.revoked_at} dateStyle="medium" /> }} />
                </>
              )}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="awards.certificate.credential" />{' '}
              <Text as="bdi" fontFamily="mono" dir="ltr" data-testid="admin-cert-credential">
                {certificate.credential_id}
              </Text>
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap" flexShrink={0}>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={verifyPath(certificate.credential_id)} target="_blank" rel="noopener" data-testid="admin-cert-verify">
                <LuExternalLink aria-hidden />
                <FormattedMessage id="awards.certificate.verify" />
              </RouterLink>
            </Button>
            {!revoked && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={onRevoke} disabled={busy} data-testid="admin-cert-revoke">
                <LuBan aria-hidden />
                <FormattedMessage id="awards.admin.certificates.revoke" />
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
