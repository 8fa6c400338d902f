// /certificates/verify/:code (public; in the signed-in shell when signed in): anyone holding a
// certificate's link or QR code checks it here (docs/awards.md, "Verification"). One read of
// GET /awards/certificates/verify/{code} without a token, its outcome, and a small form to
// check another credential id. Test ids: verify-certificate, verify-loading, verify-form,
// verify-input, verify-submit (and the result's, in components/verification-result.tsx).
import { Button, Container, Field, HStack, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { LuShieldCheck } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useRemote } from '@/lib/use-remote';
import { normaliseCredentialId, verifyCertificate } from '../api/verify-certificate';
import { VerificationResult } from '../components/verification-result';

export default function VerifyCertificateRoute() {
  const intl = useIntl();
  const { code = '' } = useParams();
  const outcome = useRemote(`verify:${code}`, (signal) => verifyCertificate(code, signal));

  // The tab's title in the interface language, put back when the page is left.
  const documentTitle = intl.formatMessage({ id: 'awards.verify.documentTitle' });
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);

  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} data-testid="verify-certificate">
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <HStack gap="2" color="brand.fg">
            <LuShieldCheck aria-hidden />
            <Text fontSize="sm" fontWeight="semibold">
              <FormattedMessage id="common.brand" />
            </Text>
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="awards.verify.heading" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="awards.verify.subtitle" />
          </Text>
        </Stack>
        {outcome.status === 'loading' && (
          <Stack gap="3" aria-busy="true" data-testid="verify-loading">
            <Text color="fg.muted">
              <FormattedMessage id="awards.verify.loading" />
            </Text>
            <Skeleton h="48" rounded="lg" />
          </Stack>
        )}
        {outcome.status === 'success' && <VerificationResult outcome={outcome.data} onRetry={outcome.reload} />}
        {/* verifyCertificate answers every failure as an outcome; this covers a thrown surprise. */}
        {outcome.status === 'error' && <VerificationResult outcome={{ state: 'error', error: outcome.error }} onRetry={outcome.reload} />}
        <CheckAnotherForm key={code} initial={code} />
      </Stack>
    </Container>
  );
}

function CheckAnotherForm({ initial }: { initial: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) return;
    // Normalised when it can be a credential id; anything else is looked up as typed (unknown).
    navigate(`/certificates/verify/${encodeURIComponent(normaliseCredentialId(typed) ?? typed)}`);
  };
  const label = intl.formatMessage({ id: 'awards.verify.form.label' });
  return (
    <Stack as="form" onSubmit={onSubmit} gap="2" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle" data-testid="verify-form">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <HStack gap="2" w="full" align="stretch" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder="SPK-XXXX-XXXX-XXXX-XXXX"
            dir="ltr"
            fontFamily="mono"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            bg="bg"
            flex="1"
            minW="0"
            data-testid="verify-input"
          />
          <Button type="submit" colorPalette="brand" disabled={!value.trim()} data-testid="verify-submit">
            <FormattedMessage id="awards.verify.form.submit" />
          </Button>
        </HStack>
        <Field.HelperText>
          <FormattedMessage id="awards.verify.form.hint" />
        </Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
