// A certificate on the achievements screen: the course image (or a placeholder), title, issuer,
// issue date, credential id, skills, Download (the PDF) and a link to its public verification
// page; a revoked one is marked and offers no download. Test ids: certificate-card-{id}
// (data-status), certificate-download-{id}, certificate-verify-{id}, certificate-revoked-{id}.
import { Badge, Box, Button, Card, Center, HStack, Icon, Image, Link, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { LuAward, LuDownload, LuExternalLink, LuShieldCheck } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CertificateView } from '@shared/schemas/awards';

export function verifyPath(credentialId: string): string {
  return `/certificates/verify/${encodeURIComponent(credentialId)}`;
}

export function CertificateCard({ certificate, onDownload }: { certificate: CertificateView; onDownload: (certificate: CertificateView) => Promise<void> }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const revoked = certificate.status === 'revoked';
  const download = async () => {
    setBusy(true);
    try {
      await onDownload(certificate);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root as="li" variant="outline" overflow="hidden" data-testid={`certificate-card-${certificate.id}`} data-status={certificate.status}>
      <Box position="relative">
        <CertificateImage src={certificate.image} />
        {revoked && (
          <Badge position="absolute" top="3" insetStart="3" colorPalette="red" variant="solid" data-testid={`certificate-revoked-${certificate.id}`}>
            <FormattedMessage id="awards.certificate.revoked" />
          </Badge>
        )}
      </Box>
      <Card.Body gap="3" textAlign="start">
        <Stack gap="0.5">
          <Text as="h3" fontWeight="semibold" lineClamp={2}>
            <bdi>{certificate.title}</bdi>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="awards.certificate.issuedBy" values={{ name: <bdi>{certificate.issuer.name}</bdi> }} />
          </Text>
        </Stack>
        <Stack gap="1" fontSize="sm">
          <Text color="fg.muted">
            <FormattedMessage id="awards.certificate.issuedOn" values={{ date: <FormattedDate value={certificate.date} dateStyle="medium" /> }} />
          </Text>
          {revoked && certificate.revoked_at && (
            <Text color="fg.error">
              <FormattedMessage id="awards.certificate.revokedOn" values={{ date: <FormattedDate value={certificate.revoked_at} dateStyle="medium" /> }} />
            </Text>
          )}
          <HStack gap="1.5" wrap="wrap">
            <Text color="fg.muted">
              <FormattedMessage id="awards.certificate.credential" />
            </Text>
            <Text as="span" fontFamily="mono" fontSize="xs" dir="ltr" data-testid={`certificate-credential-${certificate.id}`}>
              <bdi>{certificate.credential_id}</bdi>
            </Text>
          </HStack>
        </Stack>
        {certificate.skills.length > 0 && (
          <Stack gap="1.5">
            <Text fontSize="xs" fontWeight="medium" color="fg.muted">
              <FormattedMessage id="awards.certificate.skills" />
            </Text>
            <Wrap gap="1.5" as="ul" listStyleType="none" m="0" p="0">
              {certificate.skills.map((skill) => (
                <Tag.Root as="li" key={skill} size="sm" variant="subtle" colorPalette="brand">
                  <Tag.Label dir="auto">{skill}</Tag.Label>
                </Tag.Root>
              ))}
            </Wrap>
          </Stack>
        )}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap" justifyContent="space-between">
        {!revoked && (
          <Button
            size="sm"
            colorPalette="brand"
            loading={busy}
            onClick={() => void download()}
            aria-label={intl.formatMessage({ id: 'awards.certificate.downloadLabel' }, { title: certificate.title })}
            data-testid={`certificate-download-${certificate.id}`}
          >
            <LuDownload aria-hidden />
            <FormattedMessage id="awards.certificate.download" />
          </Button>
        )}
        <Link asChild fontSize="sm" colorPalette="brand" color="colorPalette.fg" data-testid={`certificate-verify-${certificate.id}`}>
          <RouterLink to={verifyPath(certificate.credential_id)}>
            <Icon as={LuShieldCheck} aria-hidden />
            <FormattedMessage id="awards.certificate.verify" />
            <Icon as={LuExternalLink} boxSize="3" aria-hidden />
          </RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}

/** The course's image, or a placeholder when there is none or it fails to load (decorative). */
function CertificateImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <Center aspectRatio={16 / 9} w="full" bgGradient="to-br" gradientFrom="orange.subtle" gradientTo="brand.subtle" color="orange.fg" aria-hidden>
        <Icon as={LuAward} boxSize="12" />
      </Center>
    );
  }
  return <Image src={src} alt="" aspectRatio={16 / 9} w="full" objectFit="cover" loading="lazy" onError={() => setFailed(src)} />;
}
